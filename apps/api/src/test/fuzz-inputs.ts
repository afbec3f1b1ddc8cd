import fc from 'fast-check';

// Hostile inputs for the route fuzz test: what an attacker (or a broken client) sends. Strings
// cover NUL and other controls, lone UTF-16 surrogates, impossible dates, huge and empty values,
// injection-looking text and the odd valid value, so that some requests get past validation and
// reach the database.

const surrogateUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** What PostgreSQL or JavaScript's Date trip over: asked for most often. */
const nastyString = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'para\ud83d',
  '\u0007\u001b[31m',
  '\u0085',
  '2023-02-29',
  '2024-04-31',
  '0000-01-01',
  '2024-02-30T10:00:00Z',
  'fuzz\u0000@example.org',
);

const oddString = fc.constantFrom(
  '',
  '   ',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  "'; drop table leads; --",
  '<script>alert(1)</script>',
  '\u202egnp.exe',
  'a'.repeat(5_000),
  '1e999',
  '-1',
  '0',
  '2147483648',
  'NaN',
  'null',
  'true',
  '__proto__',
  'constructor',
  '😀',
  'ada@example.org',
  '/images/a.png',
  'https://example.org/a.png',
  'contact',
  'request-info',
  'editor',
  'published',
  '2024-02-29',
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: oddString },
  { weight: 1, arbitrary: fc.string({ unit: surrogateUnit, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/**
 * encodeURIComponent throws on a lone surrogate; a client can still send the bytes, so encode
 * it as the (invalid) UTF-8 sequence a careless encoder would produce.
 */
export function encodeLoose(value: string): string {
  let out = '';
  for (const char of value) {
    try {
      out += encodeURIComponent(char);
    } catch {
      out += '%ED%A0%80';
    }
  }
  return out;
}

/** A path parameter: hostile text, or raw (possibly malformed) percent-encoding. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.map(encodeLoose),
  fc.constantFrom('%00', '%E0%A4%A', '%ED%A0%80', '1', '999999', '-5', '1.5', 'a%2Fb'),
);

export const hostileQuery = (keys: string[]) =>
  fc
    .dictionary(
      fc.oneof(fc.constantFrom(...(keys.length > 0 ? keys : ['q'])), hostileString),
      fc.oneof(hostileString, fc.array(hostileString, { minLength: 2, maxLength: 3 })),
      { minKeys: 1, maxKeys: 2 },
    )
    .map((query) =>
      Object.entries(query)
        .flatMap(([key, value]) =>
          (Array.isArray(value) ? value : [value]).map(
            (v) => `${encodeLoose(key)}=${encodeLoose(v)}`,
          ),
        )
        .join('&'),
    );

/** A valid query (`seed`) with some of its values hostile, as a query string. */
export const seededHostileQuery = (seed: Record<string, string>) =>
  fc
    .record(
      Object.fromEntries(
        Object.entries(seed).map(([key, value]) => [
          key,
          fc.oneof(
            { weight: 3, arbitrary: fc.constant(value) },
            { weight: 1, arbitrary: hostileString },
          ),
        ]),
      ),
    )
    .map((query) =>
      Object.entries(query)
        .map(([key, value]) => `${encodeLoose(key)}=${encodeLoose(value)}`)
        .join('&'),
    );

/** A hostile value of the same kind as `example` most of the time, of any kind otherwise. */
function hostileLike(example: unknown): fc.Arbitrary<unknown> {
  const alike = Array.isArray(example)
    ? fc.array(hostileString, { minLength: 1, maxLength: 3 })
    : typeof example === 'string'
      ? hostileString
      : hostileValue;
  return fc.oneof({ weight: 3, arbitrary: alike }, { weight: 1, arbitrary: hostileValue });
}

/**
 * A body: mostly the route's valid example with one field made hostile (so that the request gets
 * past the other fields and the hostile value reaches the service), sometimes several fields,
 * sometimes anything at all.
 */
export function hostileBody(seed: Record<string, unknown>) {
  const keys = Object.keys(seed);
  const oneField =
    keys.length === 0
      ? hostileValue.map((value) => JSON.stringify(value) ?? 'null')
      : fc
          .constantFrom(...keys)
          .chain((key) => hostileLike(seed[key]).map((value) => ({ ...seed, [key]: value })))
          .map((body) => JSON.stringify(body));
  const severalFields = fc
    .record({
      replace: fc.subarray(keys),
      values: fc.array(hostileValue, { minLength: keys.length, maxLength: keys.length }),
      extra: fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }),
    })
    .map(({ replace, values, extra }) => {
      const body: Record<string, unknown> = { ...extra, ...seed };
      replace.forEach((key, i) => (body[key] = values[i]));
      return JSON.stringify(body);
    });
  return fc.oneof(
    { weight: 6, arbitrary: oneField },
    { weight: 2, arbitrary: severalFields },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '[1,2', '{"__proto__":{"x":1}}', '\u0000') },
    { weight: 1, arbitrary: fc.string({ unit: surrogateUnit, maxLength: 40 }) },
  );
}

export const contentTypes = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=fuzz',
      'application/json; charset=latin1',
      'application/xml',
    ),
  },
);

const boundary = 'fuzz-boundary';
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(16, 1)]);
const filePart = (name: string, content: Buffer | string, filename = 'a.png') =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
const end = Buffer.from(`--${boundary}--\r\n`);
const textPart = (name: string, value: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );

/** Routes that read multipart form data: they get the broken and odd multipart bodies. */
export const multipartRoutes = new Set([
  '/api/admin/uploads',
  '/api/admin/courses/:courseId/sections/:sectionId/lectures/:lectureId/captions',
  '/api/stakeholder-interactions',
  '/api/stakeholder-interactions/session/remarks',
  '/api/admin/trustlink/cases/:id/messages/file',
]);

/** Broken and odd multipart bodies, each with the content type it is sent with. */
export const multipartCases: Record<string, { contentType: string; payload: Buffer }> = {
  'no boundary': {
    contentType: 'multipart/form-data',
    payload: Buffer.concat([filePart('file', png), end]),
  },
  'a truncated body': {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: filePart('file', png).subarray(0, 60),
  },
  'no file part': {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
      end,
    ]),
  },
  'two files': {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([filePart('file', png), filePart('file', png, 'b.png'), end]),
  },
  'an empty file name': {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([filePart('file', png, ''), end]),
  },
  'a broken part header': {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.from(`--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`),
  },
  'a NUL in the file name': {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([filePart('file', png, 'a\u0000.png'), end]),
  },
  // TrustLink's evidence field and text fields, as an attacker would send them.
  'a PDF holding a script, named statement.hta': {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      filePart('evidences', '%PDF-1.4\n<script language="VBScript">x</script>', 'statement.hta'),
      end,
    ]),
  },
  'text with a javascript: link, named ok.html': {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      filePart('evidences', '<a href=javascript:alert(1)>x</a>', 'ok.html'),
      end,
    ]),
  },
  'a NUL and a lone surrogate in text fields': {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      textPart('title', 'Bad\u0000title'),
      textPart('remark', 'Broken \ud800 text'),
      textPart('reporter', '{"password":"\\ud800\\u0000"}'),
      end,
    ]),
  },
  'a field of 300 KB': {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([textPart('interactionDescription', 'x'.repeat(300 * 1024)), end]),
  },
  '45 fields': {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([...Array.from({ length: 45 }, (_, i) => textPart(`f${i}`, 'x')), end]),
  },
  'a file of 11 MB': {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      filePart('evidences', Buffer.alloc(11 * 1024 * 1024, 0x20), 'a.txt'),
      end,
    ]),
  },
  'a file whose part never ends': {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: filePart('evidences', Buffer.alloc(64 * 1024, 0x20), 'a.txt'),
  },
};
