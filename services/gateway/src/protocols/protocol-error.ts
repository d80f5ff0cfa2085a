// The one error a decoder throws. The gateway closes the connection on it (with a log line and a metric labelled
// by `code`); anything else escaping a decoder is a bug, which the fuzzer hunts for.
export type ProtocolErrorCode =
  | 'TRUNCATED' // a length field points past the end of the data
  | 'BAD_LENGTH' // a length field disagrees with the data actually present
  | 'FRAME_TOO_LARGE' // a frame announces more bytes than the configured limit
  | 'BAD_CRC'
  | 'BAD_PREAMBLE'
  | 'BAD_IMEI'
  | 'UNSUPPORTED_CODEC'
  | 'RECORD_COUNT_MISMATCH'
  | 'MALFORMED'; // anything else that is not the protocol (bad text field, unknown message type)

export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';

  constructor(
    readonly code: ProtocolErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isProtocolError(error: unknown): error is ProtocolError {
  return error instanceof ProtocolError;
}
