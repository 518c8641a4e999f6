import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * Chile's entry of libphonenumber-js's `metadata.min.json` (1.13.16), alone: the schema only takes Chilean
 * mobiles, and the whole file (83 KB, every country) was most of the phone field's chunk on a phone (issue 42).
 * Another country's number is refused as before: its calling code is unknown here. Copied, not computed from
 * the full file, so the page never downloads it; telefono.test.ts checks it is still the installed version's.
 */
export const METADATOS_CHILE = {
  version: 4,
  country_calling_codes: { '56': ['CL'] },
  countries: {
    CL: [
      '56',
      '(?:0|1(?:1[0-69]|2[02-5]|5[13-58]|69|7[0167]|8[018]))0',
      '12300\\d{6}|6\\d{9,10}|[2-9]\\d{8}',
      [9, 10, 11],
      [
        ['(\\d{5})(\\d{4})', '$1 $2', ['219', '2196'], '($1)'],
        ['(\\d{3})(\\d{3})(\\d{3})', '$1 $2 $3', ['60|809']],
        ['(\\d{2})(\\d{3})(\\d{4})', '$1 $2 $3', ['44']],
        ['(\\d)(\\d{4})(\\d{4})', '$1 $2 $3', ['2[1-36]'], '($1)'],
        ['(\\d)(\\d{4})(\\d{4})', '$1 $2 $3', ['9(?:10|[2-9])']],
        [
          '(\\d{2})(\\d{3})(\\d{4})',
          '$1 $2 $3',
          ['3[2-5]|[47]|5[1-3578]|6[13-57]|8(?:0[1-8]|[1-9])'],
          '($1)',
        ],
        ['(\\d{3})(\\d{3})(\\d{3,4})', '$1 $2 $3', ['60|8']],
        ['(\\d{4})(\\d{3})(\\d{4})', '$1 $2 $3', ['1']],
        ['(\\d{3})(\\d{3})(\\d{2})(\\d{3})', '$1 $2 $3 $4', ['60']],
      ],
    ],
  },
  nonGeographic: {},
} as unknown as MetadataJson;
