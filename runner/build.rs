//! Build script: captures the compiler version and profile so the archive's
//! `environment.toolchain` block can name the exact toolchain that built the runner.
use std::process::Command;

fn main() {
    // Cargo passes the compiler it uses in RUSTC; asking it directly is exact,
    // whereas `rustc` on PATH may be a different toolchain.
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let version = Command::new(&rustc)
        .arg("--version")
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_string())
        .unwrap_or_default();
    let profile = std::env::var("PROFILE").unwrap_or_default();
    println!("cargo:rustc-env=BENCH_RUN_RUSTC_VERSION={version}");
    println!("cargo:rustc-env=BENCH_RUN_CARGO_PROFILE={profile}");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=RUSTC");
}
