// CRC-16/IBM (also called CRC-16/ARC): reflected polynomial 0xA001, initial value 0, as Teltonika specifies for
// the data field of a TCP AVL frame and of Codec 12 messages.
const TABLE = (() => {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n += 1) {
    let crc = n;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
    table[n] = crc;
  }
  return table;
})();

export function crc16Ibm(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0;
  for (let i = start; i < end; i += 1) crc = (crc >>> 8) ^ TABLE[(crc ^ bytes[i]) & 0xff];
  return crc;
}
