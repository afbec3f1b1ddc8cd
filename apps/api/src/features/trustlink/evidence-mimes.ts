// The kinds of evidence file TrustLink accepts, as detected from their content, each with the
// extension it is served under (whatever the reporter named the file).

export const ACCEPTED_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/avif': 'avif',
  'image/tiff': 'tif',
  'image/bmp': 'bmp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/webm': 'weba',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/x-matroska': 'mkv',
  'video/x-msvideo': 'avi',
  'video/3gpp': '3gp',
  'video/ogg': 'ogv',
  // Listed for staff, never unpacked on the server; its declared content is bounded.
  'application/zip': 'zip',
};

export const ACCEPTED_MIMES = new Set(Object.keys(ACCEPTED_TYPES));

/** Plain text, whatever it holds: always served as text, never as markup. */
export const PLAIN_TEXT = 'text/plain; charset=utf-8';

/**
 * Text evidence is kept under the kind its name gives (a forwarded e-mail, a saved web page, a
 * table, notes), so staff download it under the right extension. Whatever the kind, it is served
 * only as a download, as text, never rendered (see servedType).
 */
export const TEXT_KINDS: Record<string, { type: string; extension: string }> = {
  eml: { type: 'message/rfc822', extension: 'eml' },
  html: { type: 'text/html; charset=utf-8', extension: 'html' },
  htm: { type: 'text/html; charset=utf-8', extension: 'html' },
  md: { type: 'text/markdown; charset=utf-8', extension: 'md' },
  markdown: { type: 'text/markdown; charset=utf-8', extension: 'md' },
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv' },
};

/**
 * Word, Excel and PowerPoint 97-2003 files and Outlook messages are OLE compound files, a
 * container Windows installers (.msi) use too. The container is accepted only under one of these
 * names, and always served as a download, so even a disguised installer is never run.
 */
export const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  msg: 'application/vnd.ms-outlook',
};

/** The extension a stored type is served under; `bin` for a type no longer accepted. */
export function extensionOfType(contentType: string): string {
  if (contentType.startsWith('text/plain')) return 'txt';
  const text = Object.values(TEXT_KINDS).find((kind) => kind.type === contentType);
  if (text) return text.extension;
  const legacy = Object.entries(LEGACY_OFFICE).find(([, mime]) => mime === contentType);
  return legacy?.[0] ?? ACCEPTED_TYPES[contentType] ?? 'bin';
}

/** The type evidence is served as: text is only ever text/plain; an unknown type, bytes. */
export function servedType(contentType: string): string {
  if (contentType.startsWith('text/') || contentType === 'message/rfc822') return PLAIN_TEXT;
  return ACCEPTED_MIMES.has(contentType) || Object.values(LEGACY_OFFICE).includes(contentType)
    ? contentType
    : 'application/octet-stream';
}

/**
 * Extensions a computer runs, opens in a browser or installs: refused as evidence whatever the
 * file holds, so a handler never saves a file the system would execute (statement.hta).
 */
export const REFUSED_EXTENSIONS = new Set([
  // Windows programs, scripts and shortcuts
  ...['exe', 'com', 'scr', 'pif', 'cpl', 'dll', 'sys', 'drv', 'ocx', 'msi', 'msp', 'mst'],
  ...['bat', 'cmd', 'hta', 'vbs', 'vbe', 'js', 'jse', 'mjs', 'cjs', 'wsf', 'wsh', 'ws', 'sct'],
  ...['ps1', 'ps1xml', 'ps2', 'psc1', 'psd1', 'psm1', 'msc', 'msh', 'lnk', 'url', 'reg', 'inf'],
  ...['scf', 'gadget', 'application', 'appref-ms', 'appx', 'msix', 'vsix', 'chm', 'hlp', 'xbap'],
  ...['library-ms', 'settingcontent-ms', 'diagcab', 'cab', 'iso', 'img', 'vhd', 'vhdx'],
  // Office files with macros
  ...['docm', 'dotm', 'xlsm', 'xltm', 'xlam', 'pptm', 'potm', 'ppam', 'ppsm', 'sldm'],
  // Unix, macOS and cross-platform programs and scripts
  ...['sh', 'bash', 'zsh', 'csh', 'ksh', 'fish', 'command', 'run', 'bin', 'elf', 'out', 'so'],
  ...['app', 'dmg', 'pkg', 'deb', 'rpm', 'apk', 'jar', 'class', 'py', 'pyc', 'pyw', 'pl', 'rb'],
  ...['php', 'phtml', 'phar', 'cgi', 'jsp', 'asp', 'aspx', 'lua', 'tcl', 'scpt', 'applescript'],
  ...['workflow', 'action', 'desktop', 'swf', 'wasm'],
  // Pages a browser renders (and runs the script of). A saved page (.html, .htm) is accepted as
  // text: it is only ever handed to staff as a download, never shown by the site.
  ...['xhtml', 'xht', 'shtml', 'mht', 'mhtml', 'svg', 'svgz', 'xml', 'xsl'],
  ...['xslt', 'xsd', 'rss', 'atom', 'webloc'],
]);
