//! Errors and warnings on stderr: `error: …` and `warning: …` lines, or, inside a GitHub
//! Actions job, workflow commands, which the run's page lists as annotations (a warning in a
//! log of thousands of lines is otherwise seen only once the deploy fails on it).

/// How bad a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    Error,
    Warning,
}

/// The stderr line of a finding, as this process should print it.
pub fn line(level: Level, message: &str) -> String {
    format_line(level, message, in_github_actions())
}

/// A note of the output directory's upkeep (`note: …` or `warning: …`) as this process should
/// print it: its warnings become annotations too.
pub fn note(note: &str) -> String {
    match note.strip_prefix("warning: ") {
        Some(warning) => line(Level::Warning, warning),
        None => note.to_string(),
    }
}

/// GitHub Actions sets `GITHUB_ACTIONS=true` in every step it runs.
fn in_github_actions() -> bool {
    std::env::var("GITHUB_ACTIONS").is_ok_and(|v| v == "true")
}

fn format_line(level: Level, message: &str, github: bool) -> String {
    let name = match level {
        Level::Error => "error",
        Level::Warning => "warning",
    };
    match github {
        false => format!("{name}: {message}"),
        true => format!("::{name} title=bench-site::{}", command_data(message)),
    }
}

/// A workflow command's message: one line, with `%`, CR and LF escaped as GitHub reads them
/// back (an unescaped newline would end the command and show the rest as plain log).
fn command_data(message: &str) -> String {
    message
        .replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_lines_outside_github_actions() {
        assert_eq!(format_line(Level::Warning, "a: b", false), "warning: a: b");
        assert_eq!(format_line(Level::Error, "x\ny", false), "error: x\ny");
    }

    #[test]
    fn workflow_commands_inside_github_actions_stay_one_line() {
        let line = format_line(Level::Warning, "50% of\r\nthe site: ::error::x", true);
        assert_eq!(
            line,
            "::warning title=bench-site::50%25 of%0D%0Athe site: ::error::x"
        );
        assert!(!line.contains('\n') && !line.contains('\r'));
        assert!(format_line(Level::Error, "e", true).starts_with("::error title=bench-site::"));
    }

    proptest::proptest! {
        /// Any message comes back whole from the escaped form (GitHub undoes the escapes in
        /// this order), and never spans two lines.
        #[test]
        fn escaping_round_trips(message in "\\PC*|[%\r\n:a]*") {
            let data = command_data(&message);
            proptest::prop_assert!(!data.contains('\n') && !data.contains('\r'));
            let back = data.replace("%0A", "\n").replace("%0D", "\r").replace("%25", "%");
            proptest::prop_assert_eq!(back, message);
        }
    }
}
