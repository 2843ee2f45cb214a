// pipe2 and the posix_spawn `_np` file actions are GNU extensions, declared
// only with _GNU_SOURCE, which Swift's Glibc module does not define.
#define _GNU_SOURCE 1

#include "CProcessShims.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/prctl.h>
#endif

#if defined(__GLIBC__)
#define CPS_HAS_PIPE2 1
#define CPS_HAS_ADDCHDIR __GLIBC_PREREQ(2, 29)
#define CPS_HAS_ADDCLOSEFROM __GLIBC_PREREQ(2, 34)
#elif defined(__APPLE__)
#define CPS_HAS_PIPE2 0
#define CPS_HAS_ADDCHDIR 1
#define CPS_HAS_ADDCLOSEFROM 0
#elif defined(__linux__)
// musl and other Linux libcs: pipe2 and addchdir_np are present in every
// maintained release; addclosefrom_np is not.
#define CPS_HAS_PIPE2 1
#define CPS_HAS_ADDCHDIR 1
#define CPS_HAS_ADDCLOSEFROM 0
#else
#define CPS_HAS_PIPE2 0
#define CPS_HAS_ADDCHDIR 0
#define CPS_HAS_ADDCLOSEFROM 0
#endif

int cps_pipe_cloexec(int descriptors[2]) {
#if CPS_HAS_PIPE2
    return pipe2(descriptors, O_CLOEXEC);
#else
    if (pipe(descriptors) != 0) {
        return -1;
    }
    for (int index = 0; index < 2; index++) {
        if (fcntl(descriptors[index], F_SETFD, FD_CLOEXEC) != 0) {
            int saved = errno;
            close(descriptors[0]);
            close(descriptors[1]);
            errno = saved;
            return -1;
        }
    }
    return 0;
#endif
}

int cps_spawn_file_actions_addchdir(posix_spawn_file_actions_t *actions, const char *path) {
#if CPS_HAS_ADDCHDIR
#if defined(__APPLE__)
    if (__builtin_available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)) {
        return posix_spawn_file_actions_addchdir_np(actions, path);
    }
    return ENOSYS;
#else
    return posix_spawn_file_actions_addchdir_np(actions, path);
#endif
#else
    (void)actions;
    (void)path;
    return ENOSYS;
#endif
}

int cps_spawn_file_actions_addclosefrom(posix_spawn_file_actions_t *actions, int lowest) {
#if CPS_HAS_ADDCLOSEFROM
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
#else
    (void)actions;
    (void)lowest;
    return ENOSYS;
#endif
}

int cps_become_child_subreaper(void) {
#if defined(__linux__) && defined(PR_SET_CHILD_SUBREAPER)
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
#else
    errno = ENOSYS;
    return -1;
#endif
}
