// The data files tracelab ships (web/data/, gzip-compressed; provenance in
// web/data/README.md) and where a program finds them. A host (the page, the
// CLI) loads a file only for a program whose text names it, and writes it
// into the engine's file system under its name and at each URL the course
// reads it from: the engine has no network, so pd.read_csv(URL) opens the
// URL as a relative path, which the host fills with the shipped bytes.
// Without a shipped copy the engine falls back to its synthetic stand-in for
// california_housing_train.csv and says so in a warning.
export const SHIPPED_FILES = Object.freeze([
  Object.freeze({
    name: 'california_housing_train.csv',
    asset: 'data/california_housing_train.csv.gz',  // relative to web/
    sha256: 'bb9ca4041a66e0ed691cb825188f16fdab518435c4950a080951be2fdfe30d4d',  // of the CSV itself
    urls: Object.freeze(['https://download.mlcc.google.com/mledu-datasets/california_housing_train.csv']),
  }),
]);

// The shipped files `source` names (by file name; a URL contains it too).
export function shippedFilesNamedIn(source) {
  return SHIPPED_FILES.filter((file) => source.includes(file.name));
}

// Where the engine looks for `file` from working directory `cwd`: its name,
// and each URL read as a relative path ("https://a/b" -> "https:/a/b").
export function enginePaths(file, cwd) {
  const dir = cwd.endsWith('/') ? cwd : `${cwd}/`;
  return [file.name, ...file.urls.map((url) => url.replace('://', ':/'))].map((path) => dir + path);
}
