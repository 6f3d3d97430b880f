/** One record of a CSV file, with the line it starts on (a quoted field may span lines). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * Reads CSV text as RFC 4180 has it: a field in double quotes may hold the delimiter, line breaks
 * and doubled quotes (idn-area-data's district `"Ra""as"`). Lines end in LF, CRLF or CR; a
 * byte-order mark and blank lines are skipped. A quote that is never closed, or text after a
 * closing quote, is a syntax error naming its line rather than a silently merged field.
 */
export function parseCsv(text: string, delimiter = ','): CsvRecord[] {
  const input = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let inQuotes = false;
  let closedQuote = false;
  const endRecord = () => {
    fields.push(field);
    const blank = fields.length === 1 && field === '' && !closedQuote;
    if (!blank) records.push({ line: start, fields });
    fields = [];
    field = '';
    closedQuote = false;
  };
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (inQuotes) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        inQuotes = false;
        closedQuote = true;
      } else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === delimiter) {
      fields.push(field);
      field = '';
      closedQuote = false;
    } else if (c === '\n') {
      endRecord();
      line++;
      start = line;
    } else if (closedQuote) {
      throw new CsvSyntaxError(line, 'text after a closing quote');
    } else if (c === '"' && field === '') {
      inQuotes = true;
    } else {
      field += c;
    }
  }
  if (inQuotes) throw new CsvSyntaxError(start, 'a quoted field is not closed');
  if (field !== '' || fields.length > 0 || closedQuote) endRecord();
  return records;
}
