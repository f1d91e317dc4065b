/* A stand-in for Windows' own icuuc.dll, for the smoke test under Wine only (never shipped).
 *
 * Qt6Core.dll links against the ICU that Windows 10 (1903 and later) carries in System32; Wine 8
 * has none, so Qt does not load at all. Qt calls these 18 converter functions only for legacy
 * text encodings (QStringConverter with a name ICU knows); RyF Desktop reads and writes UTF-8.
 * Here no converter exists: ucnv_open fails with U_FILE_ACCESS_ERROR and ICU lists no encodings,
 * so Qt falls back to its own UTF-8/UTF-16/Latin-1 codecs, as it does where ICU is missing.
 */
#include <stdint.h>
#include <stddef.h>

#define EXPORT __declspec(dllexport)
#define U_FILE_ACCESS_ERROR 4
#define U_UNSUPPORTED_ERROR 16

static void fail(int *status, int code) { if (status != NULL && *status <= 0) *status = code; }

EXPORT void *ucnv_open(const char *name, int *status) { (void)name; fail(status, U_FILE_ACCESS_ERROR); return NULL; }
EXPORT void ucnv_close(void *converter) { (void)converter; }
EXPORT void ucnv_reset(void *converter) { (void)converter; }
EXPORT int8_t ucnv_getMaxCharSize(const void *converter) { (void)converter; return 1; }
EXPORT const char *ucnv_getName(const void *converter, int *status) { (void)converter; fail(status, U_UNSUPPORTED_ERROR); return NULL; }
EXPORT void ucnv_getToUCallBack(const void *c, void **action, const void **context) { (void)c; if (action) *action = NULL; if (context) *context = NULL; }
EXPORT void ucnv_getFromUCallBack(const void *c, void **action, const void **context) { (void)c; if (action) *action = NULL; if (context) *context = NULL; }
EXPORT void ucnv_setToUCallBack(void *c, void *n, const void *nc, void **o, const void **oc, int *status) { (void)c; (void)n; (void)nc; (void)o; (void)oc; fail(status, U_UNSUPPORTED_ERROR); }
EXPORT void ucnv_setFromUCallBack(void *c, void *n, const void *nc, void **o, const void **oc, int *status) { (void)c; (void)n; (void)nc; (void)o; (void)oc; fail(status, U_UNSUPPORTED_ERROR); }
EXPORT void ucnv_cbToUWriteUChars(void *args, const uint16_t *s, int32_t n, int32_t o, int *status) { (void)args; (void)s; (void)n; (void)o; fail(status, U_UNSUPPORTED_ERROR); }
EXPORT void ucnv_cbFromUWriteUChars(void *args, const uint16_t **s, const uint16_t *e, int32_t o, int *status) { (void)args; (void)s; (void)e; (void)o; fail(status, U_UNSUPPORTED_ERROR); }
EXPORT void ucnv_toUnicode(void *c, uint16_t **t, const uint16_t *te, const char **s, const char *se, int32_t *o, int8_t f, int *status) { (void)c; (void)t; (void)te; (void)s; (void)se; (void)o; (void)f; fail(status, U_UNSUPPORTED_ERROR); }
EXPORT void ucnv_fromUnicode(void *c, char **t, const char *te, const uint16_t **s, const uint16_t *se, int32_t *o, int8_t f, int *status) { (void)c; (void)t; (void)te; (void)s; (void)se; (void)o; (void)f; fail(status, U_UNSUPPORTED_ERROR); }
EXPORT int32_t ucnv_toUCountPending(const void *c, int *status) { (void)c; (void)status; return 0; }
EXPORT int32_t ucnv_fromUCountPending(const void *c, int *status) { (void)c; (void)status; return 0; }
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, int *status) { (void)name; (void)standard; (void)status; return NULL; }
EXPORT const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
