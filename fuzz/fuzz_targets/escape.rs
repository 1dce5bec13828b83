//! Fuzz target: escaping. Markdown-escaped data must not open emphasis, links, HTML or table
//! cells; HTML-escaped text must not contain markup characters. Run:
//! `cargo +nightly fuzz run escape` (from the repository root).
#![no_main]

use bench_site::render::{html, markdown};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &str| {
    let e = html::escape(data);
    assert!(!e.contains(['<', '>', '"', '\'']));
    let m = markdown::escape_data(data);
    // Every markup character that survives is preceded by a backslash.
    let chars: Vec<char> = m.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        if matches!(c, '*' | '`' | '<' | '>' | '[' | ']' | '|') {
            let escapes = chars[..i].iter().rev().take_while(|&&p| p == '\\').count();
            assert!(escapes % 2 == 1, "unescaped {c:?} in {m:?}");
        }
    }
    assert!(!m.contains('\n'));
});
