// The system's SQLite C library, as the module CSQLite, for LocalServices' SQLiteStore on Linux
// (Apple platforms have the SDK's SQLite3 module instead). Debian and Ubuntu: libsqlite3-dev.
#include <sqlite3.h>
