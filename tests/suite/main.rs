//! The one integration-test binary: drives the real `bench-site` binary on fixture projects and
//! checks the library's stages on the real zoo-bench archives.

mod support;

mod broken_input;
mod browser;
mod cli_build;
mod consistency;
mod deck;
mod figures;
mod history;
mod hostile;
mod i18n_pseudo;
mod inputs;
mod locales;
mod output_safety;
mod pages;
mod pdf;
mod real_archives;
mod site;
mod snapshots;
mod tooling;
mod validate;
