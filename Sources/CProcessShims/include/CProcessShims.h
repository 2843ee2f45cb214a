#ifndef C_PROCESS_SHIMS_H
#define C_PROCESS_SHIMS_H

#include <spawn.h>

/// Creates a pipe whose two descriptors are close-on-exec.
///
/// Uses pipe2(O_CLOEXEC) where libc has it, so a child spawned by another
/// thread at the same moment cannot inherit the descriptors; elsewhere falls
/// back to pipe() followed by fcntl(FD_CLOEXEC). Returns 0, or -1 with errno set.
int cps_pipe_cloexec(int descriptors[2]);

/// Adds a "change directory" action to a posix_spawn file-actions object.
///
/// Calls posix_spawn_file_actions_addchdir_np where libc has it (glibc 2.29,
/// musl 1.1.24, macOS 10.15); returns ENOSYS where it does not.
int cps_spawn_file_actions_addchdir(posix_spawn_file_actions_t *actions, const char *path);

/// Adds a "close every descriptor from `lowest` up" action to a posix_spawn
/// file-actions object.
///
/// Calls posix_spawn_file_actions_addclosefrom_np where libc has it
/// (glibc 2.34); returns ENOSYS where it does not (on Darwin,
/// POSIX_SPAWN_CLOEXEC_DEFAULT does the same job).
int cps_spawn_file_actions_addclosefrom(posix_spawn_file_actions_t *actions, int lowest);

/// Makes the calling process the child subreaper of its descendants
/// (prctl PR_SET_CHILD_SUBREAPER, Linux 3.4): a descendant whose parent ends
/// is reparented to it instead of to init, so it can still be found (by its
/// parent process ID) and stopped. Returns 0, or -1 with errno set (ENOSYS
/// where the system has no such thing, as on Darwin).
int cps_become_child_subreaper(void);

#endif
