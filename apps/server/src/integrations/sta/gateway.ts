/**
 * The central bank's STA (Sistema de Transferência de Arquivos), where regulatory files such as
 * the APIX001 are filed. The real client is plugged in here; the product ships with a simulator.
 */
export interface StaGateway {
  /** Sends a file; answers the protocol number the STA gives it. */
  submit(file: StaFile): Promise<{ protocol: string }>;
}

export interface StaFile {
  reportType: string;
  /** `YYYY-MM`. */
  month: string;
  fileName: string;
  content: Uint8Array;
  /** Sent to replace a file filed before for the same month. */
  replacement: boolean;
}
