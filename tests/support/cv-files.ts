import { crc32 } from "node:zlib";

/**
 * Files an applicant might choose, made byte by byte: a small real PDF, a real Word
 * document (.docx: a ZIP archive with [Content_Types].xml and word/document.xml), one with
 * macros, other ZIP archives, a Linux and a Windows program (to be renamed .pdf by a test),
 * and the old Word format.
 */

/** A one-page PDF that readers open ("Asha Verma, Android developer"). */
export function pdfFile(text = "Asha Verma - Android developer"): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${`BT /F1 18 Tf 72 760 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A ZIP archive of these files, stored (not compressed), as any unzip reads it. */
export function zipFile(entries: Record<string, string | Buffer>): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, "utf8");
    const fileName = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    local.push(header, fileName, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by
    entry.writeUInt16LE(20, 6); // version needed
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, fileName);
    offset += header.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

/** [Content_Types].xml, with the content type of word/document.xml (which says whether it holds macros). */
const contentTypes = (main: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;
const DOCX_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const DOCM_MAIN = "application/vnd.ms-word.document.macroEnabled.main+xml";
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const documentXml = (text: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

/** A Word document (.docx) with one paragraph; `macros` makes it a .docm, as Word saves one (its VBA project, declared). */
export function docxFile(text = "Rahul Nair - QA engineer", o: { macros?: boolean } = {}): Buffer {
  return zipFile({
    "[Content_Types].xml": contentTypes(o.macros ? DOCM_MAIN : DOCX_MAIN),
    "_rels/.rels": RELS,
    "word/document.xml": documentXml(text),
    ...(o.macros ? { "word/vbaProject.bin": Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]) } : {}),
  });
}

/** A Linux program (an ELF executable's header and some code-like bytes). */
export function linuxProgram(): Buffer {
  const elf = Buffer.alloc(4096);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(elf);
  for (let i = 64; i < elf.length; i++) elf[i] = (i * 37) % 256;
  return elf;
}

/** A Windows program ("MZ", the DOS stub's words, and bytes). */
export function windowsProgram(): Buffer {
  const exe = Buffer.alloc(4096);
  Buffer.from("MZ\x90\x00", "latin1").copy(exe);
  Buffer.from("This program cannot be run in DOS mode.", "latin1").copy(exe, 78);
  return exe;
}

/** The old Word format (.doc): an OLE compound file's header. */
export function oldWordFile(): Buffer {
  const doc = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(doc);
  return doc;
}
