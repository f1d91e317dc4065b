/* Windows' bcryptprimitives.dll as far as Rust needs it, for the smoke test under Wine only.
 *
 * Rust's standard library (1.78 and later) draws random bytes with ProcessPrng, which Windows 10
 * and 11 export from bcryptprimitives.dll; Wine 8 has no such DLL, so pydantic_core (a Rust
 * extension that SQLModel needs) does not load. This one hands the call to bcrypt.dll's system
 * generator, which Wine has: the same bytes Windows' own ProcessPrng would give in kind.
 */
#include <windows.h>
#include <bcrypt.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size)
{
    while (size > 0) {
        ULONG chunk = size > 0x40000000 ? 0x40000000 : (ULONG)size;
        if (BCryptGenRandom(NULL, data, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG) != 0)
            return FALSE;
        data += chunk;
        size -= chunk;
    }
    return TRUE;
}
