import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class MetaDescriptionQuery {
  @IsString({ message: 'url must be a path, such as /texas/austin' })
  @IsNotEmpty({ message: 'url must be a path, such as /texas/austin' })
  @MaxLength(2000, { message: 'url must be at most 2000 characters' })
  @Matches(/^\//, { message: 'url must be a path starting with /, such as /texas/austin' })
  url!: string;

  /** The app's cache-busting timestamp; not used. */
  @IsOptional()
  @IsString()
  @MaxLength(20)
  _?: string;
}
