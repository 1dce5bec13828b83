//! The one integration-test binary: drives the real `bench-site` binary on fixture projects and
//! checks the library's stages on the real zoo-bench archives.

mod support;

mod broken_input;
mod browser;
mod cli_build;
mod deck;
mod figures;
mod i18n_pseudo;
mod pages;
mod real_archives;
mod site;
mod snapshots;
mod validate;
