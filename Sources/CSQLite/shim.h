#ifndef COURIER_CSQLITE_SHIM_H
#define COURIER_CSQLITE_SHIM_H
#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro over a cast of -1 that Swift cannot import.
static inline sqlite3_destructor_type courier_sqlite_transient(void) {
    return (sqlite3_destructor_type)-1;
}
#endif
