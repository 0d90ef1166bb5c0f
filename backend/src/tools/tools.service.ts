import { Injectable } from '@nestjs/common';
import { prepareAnswer, type PreparedAnswer } from '../common/http/prepared-answer';
import type { InventoryTrackerInfo } from '../contracts/api.contract';
import { INVENTORY_TRACKER_DOWNLOADS, INVENTORY_TRACKER_VERSION } from '../contracts/tools.contract';
import { buildInventoryCsv, buildInventoryWorkbook } from './inventory-spreadsheet';

/** The downloads never change while the app runs: browsers may keep them a day. */
const DOWNLOAD_CACHE_CONTROL = 'public, max-age=86400';

export type InventoryFormat = keyof typeof INVENTORY_TRACKER_DOWNLOADS;

const CONTENT_TYPES: Record<InventoryFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The inventory tracker files, made by the app once and then sent from memory. */
@Injectable()
export class ToolsService {
  private files: Promise<Record<InventoryFormat, PreparedAnswer>> | null = null;

  /** One of the files, ready to send. */
  async inventoryFile(format: InventoryFormat): Promise<PreparedAnswer> {
    return (await this.inventoryFiles())[format];
  }

  /** What the tracker's page shows: the version and each file's real size. */
  async inventoryInfo(): Promise<InventoryTrackerInfo> {
    const files = await this.inventoryFiles();
    return { version: INVENTORY_TRACKER_VERSION, xlsxBytes: files.xlsx.body.length, csvBytes: files.csv.body.length };
  }

  private inventoryFiles(): Promise<Record<InventoryFormat, PreparedAnswer>> {
    this.files ??= (async () => {
      const xlsx = await buildInventoryWorkbook();
      const csv = Buffer.from(buildInventoryCsv());
      const answer = (format: InventoryFormat, body: Buffer) => prepareAnswer(CONTENT_TYPES[format], body, DOWNLOAD_CACHE_CONTROL);
      return { xlsx: answer('xlsx', xlsx), csv: answer('csv', csv) };
    })();
    // A failed build is tried again by the next request.
    this.files.catch(() => (this.files = null));
    return this.files;
  }
}
