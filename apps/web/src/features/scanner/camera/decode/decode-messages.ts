/** One camera frame for the decode worker (decode-worker.ts), handed over (transferred). */
export interface DecodeRequest {
  frame: ImageBitmap;
}

/** The worker's answer to one frame: the text read, or null; `error` when the decoder could not run. */
export interface DecodeReply {
  text: string | null;
  error?: string;
}
