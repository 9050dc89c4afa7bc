import { crc32, deflateSync } from "node:zlib";

/**
 * Hostile images for the image library's tests, made by hand: a valid PNG that claims
 * `width` × `height` pixels of grey in a few KB (a decompression bomb). Only its first
 * rows are there, enough for a decoder to start.
 */
export function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc((width + 1) * 64), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** PHP code, as an attacker would upload it under an image's name. */
export const PHP_SHELL = Buffer.from("<?php system($_GET['c']); ?>");
