import { describe, expect, it } from "vitest";
import { checkCv } from "#server/hiring/cv";
import { cvRefusal, downloadName } from "#server/hiring/submit";
import { CV_MAX_BYTES, fileSizeText } from "#shared/lib/application-fields";
import { docxFile, linuxProgram, oldWordFile, pdfFile, windowsProgram, zipFile } from "../support/cv-files";

/**
 * A CV is taken by its bytes (issue 36): a PDF, or a Word document that is a ZIP with
 * word/document.xml and [Content_Types].xml (not just any ZIP), without macros; anything else
 * is refused in the applicant's words, naming what the file really is, whatever its name.
 */

const refusal = async (bytes: Buffer, name: string) => {
  const check = await checkCv(bytes);
  if (check.ok) throw new Error(`accepted as ${check.kind}`);
  return cvRefusal(check, name);
};

describe("recognising a CV by its bytes", () => {
  it("takes a PDF and a Word document (.docx)", async () => {
    expect(await checkCv(pdfFile())).toEqual({ ok: true, kind: "pdf" });
    expect(await checkCv(docxFile())).toEqual({ ok: true, kind: "docx" });
  });

  it("refuses a program renamed .pdf, saying what it is and that its name says otherwise", async () => {
    expect(await refusal(linuxProgram(), "Asha Verma CV.pdf")).toBe(
      "We can only take a PDF or a Word (.docx) document, and this file is a program, although its name ends in .pdf. Choose your CV as a PDF or .docx file.",
    );
    expect(await refusal(windowsProgram(), "cv.docx")).toContain(
      "this file is a Windows program, although its name ends in .docx",
    );
  });

  it("refuses a ZIP archive that is not a Word document, even named .docx", async () => {
    const archive = zipFile({ "word/notes.txt": "hello", "run.sh": "#!/bin/sh\necho hi\n" });
    expect(await refusal(archive, "cv.docx")).toContain("this file is a ZIP archive, although its name ends in .docx");
    // word/document.xml alone is not enough either: a Word document lists its content types.
    expect((await checkCv(zipFile({ "word/document.xml": "<w:document/>" }))).ok).toBe(false);
    expect(await refusal(docxFile().subarray(0, 200), "cv.docx")).toContain("this file is a ZIP archive");
  });

  it("refuses a Word document with macros, and the old Word format, saying what to do", async () => {
    expect(await refusal(docxFile("x", { macros: true }), "cv.docm")).toBe(
      "This Word file holds macros, which we do not open. Save it as a plain Word document (.docx) or a PDF and choose it again.",
    );
    expect(await refusal(oldWordFile(), "cv.doc")).toMatch(/^This is an older Word file \(\.doc\)\. Open it in Word/);
  });

  it("names images, text and the unknown", async () => {
    expect(await refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70]), "me.jpg")).toContain(
      "this file is a JPEG image.",
    );
    expect(await refusal(Buffer.from("Asha Verma\nAndroid developer\n"), "cv.pdf")).toContain(
      "this file is plain text, although its name ends in .pdf",
    );
    expect(await refusal(Buffer.from([0, 1, 2, 3, 0, 0, 9, 8]), "cv")).toContain(
      "this file is of a kind we do not recognise.",
    );
  });

  it("refuses an empty file and one over 5 MB, with its size", async () => {
    expect(await refusal(Buffer.alloc(0), "cv.pdf")).toBe("The file you chose is empty. Choose your CV again.");
    const big = Buffer.concat([pdfFile(), Buffer.alloc(CV_MAX_BYTES)]);
    expect(await refusal(big, "cv.pdf")).toBe(
      "Your CV is 5.1 MB, and the limit is 5 MB. Save a smaller copy (a PDF usually is) and choose it again.",
    );
    expect(fileSizeText(7.25 * 1024 * 1024)).toBe("7.3 MB");
    expect(fileSizeText(300)).toBe("1 KB");
  });
});

describe("the name a CV is downloaded under", () => {
  it("keeps the name as typed, in any script, without path, quotes or control characters, with its real extension", async () => {
    expect(downloadName("Asha Verma CV.pdf", "pdf")).toBe("Asha Verma CV.pdf");
    expect(downloadName("C:\\Users\\asha\\रिज्यूमे.docx", "docx")).toBe("रिज्यूमे.docx");
    expect(downloadName('evil"\r\nX-Header: 1.pdf', "pdf")).toBe("evil X-Header 1.pdf");
    expect(downloadName("program.exe", "pdf")).toBe("program.pdf");
    expect(downloadName("", "docx")).toBe("CV.docx");
  });
});
