//! bench-run: placeholder until the runner lands.
fn main() {}
