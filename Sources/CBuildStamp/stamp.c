// The commit is baked in without a build plugin or unsafe flags:
// scripts/stamp-build.sh writes stamp.generated.h (ignored by git) beside
// this file before a release build; without it the build says "unknown".
#include "CBuildStamp.h"

#if __has_include("stamp.generated.h")
#include "stamp.generated.h"
#endif

#ifndef COURIER_COMMIT
#define COURIER_COMMIT "unknown"
#endif

const char *courier_build_commit(void) { return COURIER_COMMIT; }
const char *courier_build_date(void) { return __DATE__ " " __TIME__; }
