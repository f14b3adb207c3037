#!/usr/bin/env python3
"""CPU time (user + system, from wait4: every thread of the process) of hook runs beside a bare
runtime start, interleaved round by round, on the stores make-store.ts wrote.

  python3 eval/bench/hook-cost/cpu.py <root> <runtime> <rounds> <lib>[,<lib>...] [edit,bash,bashnone,read,start]

HOOK_FILE (default src/payments/client.ts) is the project file the Edit and the Read touch.
<lib> is a lib/ folder (or one whose hooks/ holds other bundles to compare, e.g. the bodies alone).
Each run is a new session, of its own for each lib (the costly path: gotchas found, shown and recorded); each hook runs
with the hooks.json entry's name as its argument, as run-hook.sh passes it (it names the code cache)."""
import os, sys, json, time, statistics
root, runtime, rounds, libs = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4].split(',')
want = sys.argv[5].split(',') if len(sys.argv) > 5 else ['edit', 'bash', 'bashnone', 'read']
proj, bare = f'{root}/proj', f'{root}/proj-no-commands'
file = f"{proj}/{os.environ.get('HOOK_FILE', 'src/payments/client.ts')}"
env = dict(os.environ, HOME=f'{root}/home', STRATA_CACHE_DIR=f'{root}/cache')
cmd = 'cd services/api && npm ci && npx prisma migrate deploy --schema db && git push origin main && kubectl delete pod worker-1'
def payload(cwd, r, tool, ti, ev='PreToolUse'):
    return json.dumps(dict(session_id=f'cpu-{os.getpid()}-{r}', transcript_path=f'{cwd}/t.jsonl', cwd=cwd,
                           permission_mode='default', hook_event_name=ev, tool_name=tool, tool_input=ti, tool_use_id='toolu_2'))
cases = {
    'edit': ('pre-tool-use edit', proj, lambda r: payload(proj, r, 'Edit', dict(file_path=file, old_string='retry(', new_string='retryOnce('))),
    'bash': ('pre-tool-use bash', proj, lambda r: payload(proj, r, 'Bash', dict(command=cmd))),
    'bashnone': ('pre-tool-use bash', bare, lambda r: payload(bare, r, 'Bash', dict(command=cmd))),
    'read': ('post-tool-use read', proj, lambda r: payload(proj, r, 'Read', dict(file_path=file), 'PostToolUse')),
    'start': ('session-start', proj, lambda r: json.dumps(dict(session_id=f'cpu-{os.getpid()}-{r}', transcript_path=f'{proj}/t.jsonl', cwd=proj,
                                                             permission_mode='default', hook_event_name='SessionStart', source='startup'))),
}
bare_args = [runtime, '-e', '0' if os.path.basename(runtime) == 'bun' else '']
def run(args, data, cwd, e):
    r, w = os.pipe(); t0 = time.perf_counter(); pid = os.fork()
    if pid == 0:
        os.dup2(r, 0); os.close(r); os.close(w)
        dn = os.open('/dev/null', os.O_WRONLY); os.dup2(dn, 1); os.dup2(dn, 2)
        os.chdir(cwd); os.execve(args[0], args, e)
    os.close(r); os.write(w, data.encode()); os.close(w)
    _, status, ru = os.wait4(pid, 0)
    return (ru.ru_utime + ru.ru_stime) * 1000, (time.perf_counter() - t0) * 1000
res = {'bare': []}
keys = [(c, l) for c in want for l in libs]
for k in keys: res[k] = []
for i in range(rounds + 2):  # 2 warm-up rounds (they also write the code caches)
    c = run(bare_args, '', proj, env)
    if i >= 2: res['bare'].append(c)
    for case, lib in keys:
        bundle, cwd, inp = cases[case]
        c = run([runtime, f'{lib}/hooks/{bundle.split()[0]}.js', *bundle.split()[1:]], inp(f'{i}-{libs.index(lib)}'), cwd, dict(env, CLAUDE_PROJECT_DIR=cwd))
        if i >= 2: res[(case, lib)].append(c)
base = statistics.median(x[0] for x in res['bare'])
print(f'{os.path.basename(runtime)} bare: CPU median {base:.2f} ms, wall median {statistics.median(x[1] for x in res["bare"]):.1f} ms')
for k in keys:
    med = statistics.median(x[0] for x in res[k])
    print(f'{k[0]:9s} {k[1]}: CPU median {med:6.2f} ms ({med / base:.3f}x, +{med - base:5.2f} ms), wall median {statistics.median(x[1] for x in res[k]):.1f} ms')
