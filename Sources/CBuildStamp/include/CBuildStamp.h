#ifndef COURIER_BUILD_STAMP_H
#define COURIER_BUILD_STAMP_H

/// The commit this binary was built from ("unknown" when the build had no
/// stamp), and when the file holding it was compiled (C's __DATE__ __TIME__).
const char *courier_build_commit(void);
const char *courier_build_date(void);

#endif
