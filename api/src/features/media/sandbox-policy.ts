/**
 * The Content-Security-Policy of every file members upload, public media and private files alike: opened on its own,
 * an SVG, an HTML page in disguise or a PDF with a script inside can neither run script nor load anything, and is
 * treated as from an origin of its own (sandbox).
 */
export const SANDBOXED_FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
