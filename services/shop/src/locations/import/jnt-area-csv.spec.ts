import { parseJntAreaCsv } from './jnt-area-csv.js';

const HEADER = 'id,kabupaten_kota,kecamatan_jnt,kode_kota_jnt,kode_jnt_receiver_area,kecamatan';

describe("reading J&T's area code list", () => {
  it('reads quoted fields with commas and quotes, in capitals, codes upper-cased', () => {
    const parsed = parseJntAreaCsv(
      [
        HEADER,
        '1,KOTA JAKARTA BARAT,KALIDERES,JKT,JKT001,Kalideres',
        '2,"kota jakarta barat","CENGKARENG, TIMUR",jkt,jkt002,"Cengkareng, ""Timur"""',
      ].join('\r\n'),
    );
    expect(parsed).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          kabupaten_kota: 'KOTA JAKARTA BARAT',
          kecamatan_jnt: 'KALIDERES',
          kode_kota_jnt: 'JKT',
          kode_jnt_receiver_area: 'JKT001',
          kecamatan: 'Kalideres',
          province: null,
          postal_code: null,
        },
        {
          line: 3,
          kabupaten_kota: 'KOTA JAKARTA BARAT',
          kecamatan_jnt: 'CENGKARENG, TIMUR',
          kode_kota_jnt: 'JKT',
          kode_jnt_receiver_area: 'JKT002',
          kecamatan: 'Cengkareng, "Timur"',
          province: null,
          postal_code: null,
        },
      ],
    });
  });

  it.each([
    ['spelled like a spreadsheet', 'Kabupaten/Kota,Kecamatan JNT,KODE KOTA JNT,Kode JNT Receiver Area'],
    ['with aliases', 'City,Kecamatan,Destination_Code,Receiver Area'],
    ['semicolon-separated', 'kabupaten_kota;kecamatan_jnt;kode_kota_jnt;kode_jnt_receiver_area'],
  ])('takes a header %s', (_case, header) => {
    const delimiter = header.includes(';') ? ';' : ',';
    const parsed = parseJntAreaCsv(`${header}\n${['KOTA MEDAN', 'MEDAN HELVETIA', 'MES', 'MEH010'].join(delimiter)}\n`);
    expect(parsed).toMatchObject({
      ok: true,
      rows: [{ kabupaten_kota: 'KOTA MEDAN', kecamatan_jnt: 'MEDAN HELVETIA', kode_jnt_receiver_area: 'MEH010' }],
    });
  });

  it.each([['postal_code'], ['Kode Pos'], ['ZIP']])('reads a postal code from a column named %s', (name) => {
    const parsed = parseJntAreaCsv(`kabupaten_kota,kecamatan,kode_kota_jnt,kode_jnt_receiver_area,${name}
KOTA JAKARTA BARAT,Kalideres,JKT,JKT001,11840
KOTA JAKARTA BARAT,Cengkareng,JKT,JKT002,`);
    expect(parsed).toMatchObject({ ok: true, rows: [{ postal_code: '11840' }, { postal_code: null }] });
  });

  it('refuses a postal code that is not five digits, naming the line', () => {
    const parsed = parseJntAreaCsv(`kabupaten_kota,kecamatan,kode_kota_jnt,kode_jnt_receiver_area,kode_pos
KOTA JAKARTA BARAT,Kalideres,JKT,JKT001,1184
KOTA JAKARTA BARAT,Cengkareng,JKT,JKT002,1173O`);
    expect(parsed).toEqual({
      ok: false,
      problems: [
        { line: 2, problem: "postal_code '1184' is not 5 digits" },
        { line: 3, problem: "postal_code '1173O' is not 5 digits" },
      ],
    });
  });

  it('fills kecamatan from kecamatan_jnt and the other way round, and reads a province', () => {
    const parsed = parseJntAreaCsv(
      'kabupaten_kota,kecamatan,kode_kota_jnt,kode_jnt_receiver_area,provinsi\nKOTA BANDUNG,Coblong,BDO,BDO001,Jawa Barat',
    );
    expect(parsed).toMatchObject({
      ok: true,
      rows: [{ kecamatan_jnt: 'COBLONG', kecamatan: 'Coblong', province: 'Jawa Barat' }],
    });
  });

  it('lists every bad row by line', () => {
    const parsed = parseJntAreaCsv(
      [
        HEADER,
        '1,KOTA JAKARTA BARAT,KALIDERES,JKT,JKT001,Kalideres',
        '2,,TAMBORA,JKT,JKT 02!,Tambora',
        '3,KOTA JAKARTA BARAT,PALMERAH,JAKARTA,JKT003,Palmerah',
        '4,KOTA JAKARTA BARAT,KEBON JERUK,JKT,jkt001,Kebon Jeruk',
        '5,KOTA JAKARTA BARAT,TAMAN SARI,JKT',
        '6,KOTA JAKARTA BARAT,TAMAN SARI,JKT,JKT006,Taman Sari,,',
      ].join('\n'),
    );
    expect(parsed).toEqual({
      ok: false,
      problems: [
        { line: 3, problem: 'kabupaten_kota is empty' },
        { line: 3, problem: "kode_jnt_receiver_area 'JKT 02!' is not 1 to 10 letters or digits" },
        { line: 4, problem: "kode_kota_jnt 'JAKARTA' is not 3 letters or digits" },
        { line: 5, problem: 'kode_jnt_receiver_area JKT001 is also on line 2' },
        { line: 6, problem: 'has 4 fields where the header has 6' },
      ],
    });
  });

  it.each([
    ['an empty file', '', 'the file is empty'],
    ['a header alone', `${HEADER}\n`, 'the file has no area rows'],
    [
      'a header without the codes',
      'kabupaten_kota,kecamatan\nKOTA BANDUNG,Coblong',
      'the header has no column kode_kota_jnt, kode_jnt_receiver_area',
    ],
    [
      'a column given twice',
      'city,kota,kecamatan,kode_kota_jnt,kode_jnt_receiver_area',
      'two columns give kabupaten_kota',
    ],
    [
      'an unclosed quote',
      `${HEADER}\n1,"KOTA BANDUNG,COBLONG,BDO,BDO001,Coblong`,
      'line 2: a quoted field is not closed',
    ],
  ])('refuses %s', (_case, text, problem) => {
    expect(parseJntAreaCsv(text)).toEqual({ ok: false, problems: [expect.objectContaining({ problem })] });
  });
});
