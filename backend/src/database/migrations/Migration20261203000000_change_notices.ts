import { DirectoryMigration } from './directory-migration';

/** The numbers changes are announced with to every app instance (`database/change-notices.ts`). */
export class Migration20261203000000ChangeNotices extends DirectoryMigration {
  override up(): void {
    this.addSql('create sequence if not exists "change_notice";');
  }

  override down(): void {
    this.addSql('drop sequence if exists "change_notice";');
  }
}
