//! PDF, HTML fragments: the slides' kicker, title, body and footer (finished HTML from
//! `render::deck`) read back into a tree, so `deck.pdf` sets exactly the slides `deck.html`
//! shows. These fragments are our own output (escaped, well nested, a few void elements), so a
//! small reader does; a full HTML5 parser would add some thirty crates for nothing. An inline
//! `<svg>` is kept whole, as source, for usvg.

/// A node of a fragment.
#[derive(Debug, Clone, PartialEq)]
pub enum Node {
    Element(Element),
    Text(String),
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Element {
    pub name: String,
    pub class: String,
    pub style: String,
    pub href: Option<String>,
    pub children: Vec<Node>,
    /// The whole source of an `<svg>` element.
    pub svg: Option<String>,
}

impl Element {
    pub fn has_class(&self, c: &str) -> bool {
        self.class.split_whitespace().any(|k| k == c)
    }
}

const VOID: [&str; 6] = ["wbr", "br", "img", "hr", "input", "meta"];

/// Reads `html` into nodes. Unclosed elements end with the fragment; a stray end tag is
/// ignored.
pub fn parse(html: &str) -> Vec<Node> {
    let mut stack: Vec<Element> = vec![Element::default()];
    let mut rest = html;
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            push_text(&mut stack, rest);
            break;
        };
        push_text(&mut stack, &rest[..lt]);
        rest = &rest[lt..];
        let Some(gt) = rest.find('>') else {
            push_text(&mut stack, rest);
            break;
        };
        let tag = &rest[1..gt];
        if let Some(name) = tag.strip_prefix('/') {
            let name = name.trim().to_ascii_lowercase();
            if stack.len() > 1 && stack.iter().skip(1).any(|e| e.name == name) {
                while let Some(open) = stack.pop() {
                    let done = open.name == name;
                    stack
                        .last_mut()
                        .expect("the root is never popped")
                        .children
                        .push(Node::Element(open));
                    if done || stack.len() == 1 {
                        break;
                    }
                }
            }
            rest = &rest[gt + 1..];
            continue;
        }
        if tag.starts_with('!') {
            rest = rest.find("-->").map_or("", |e| &rest[e + 3..]);
            continue;
        }
        let mut element = open_tag(tag);
        if element.name == "svg" {
            let end = rest
                .find("</svg>")
                .map_or(rest.len(), |e| e + "</svg>".len());
            element.svg = Some(rest[..end].to_string());
            add(&mut stack, element);
            rest = &rest[end..];
            continue;
        }
        rest = &rest[gt + 1..];
        if VOID.contains(&element.name.as_str()) || tag.ends_with('/') {
            add(&mut stack, element);
        } else {
            stack.push(element);
        }
    }
    while stack.len() > 1 {
        let open = stack.pop().expect("more than the root");
        add(&mut stack, open);
    }
    stack.pop().map(|root| root.children).unwrap_or_default()
}

fn add(stack: &mut [Element], element: Element) {
    stack
        .last_mut()
        .expect("the root is never popped")
        .children
        .push(Node::Element(element));
}

fn push_text(stack: &mut [Element], text: &str) {
    if text.is_empty() {
        return;
    }
    let text = unescape(text);
    let parent = stack.last_mut().expect("the root is never popped");
    match parent.children.last_mut() {
        Some(Node::Text(t)) => t.push_str(&text),
        _ => parent.children.push(Node::Text(text)),
    }
}

/// The name and the attributes this reader uses (class, style, href).
fn open_tag(tag: &str) -> Element {
    let tag = tag.trim_end_matches('/');
    let name_end = tag.find(|c: char| c.is_whitespace()).unwrap_or(tag.len());
    let mut element = Element {
        name: tag[..name_end].to_ascii_lowercase(),
        ..Element::default()
    };
    let mut rest = &tag[name_end..];
    while let Some(eq) = rest.find('=') {
        let key = rest[..eq].trim().to_ascii_lowercase();
        let after = rest[eq + 1..].trim_start();
        let (value, next) = match after.chars().next() {
            Some(q @ ('"' | '\'')) => {
                let body = &after[1..];
                let end = body.find(q).unwrap_or(body.len());
                (&body[..end], body.get(end + 1..).unwrap_or(""))
            }
            _ => {
                let end = after
                    .find(|c: char| c.is_whitespace())
                    .unwrap_or(after.len());
                (&after[..end], &after[end..])
            }
        };
        let value = unescape(value);
        match key.rsplit(char::is_whitespace).next().unwrap_or(&key) {
            "class" => element.class = value,
            "style" => element.style = value,
            "href" => element.href = Some(value),
            _ => {}
        }
        rest = next;
    }
    element
}

/// Character references of the escaper in `render::html` (and numeric ones).
pub fn unescape(s: &str) -> String {
    if !s.contains('&') {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let Some(semi) = rest.bytes().take(12).position(|b| b == b';') else {
            out.push('&');
            rest = &rest[1..];
            continue;
        };
        let name = &rest[1..semi];
        let c = match name {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            "nbsp" => Some('\u{a0}'),
            _ => name
                .strip_prefix("#x")
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .or_else(|| name.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        };
        match c {
            Some(c) => {
                out.push(c);
                rest = &rest[semi + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// A percentage of a `style` property (`width:40.5%`), as a fraction.
pub fn style_percent(style: &str, property: &str) -> Option<f32> {
    style.split(';').find_map(|decl| {
        let (k, v) = decl.split_once(':')?;
        (k.trim() == property)
            .then(|| v.trim().strip_suffix('%')?.parse::<f32>().ok())
            .flatten()
            .map(|p| p / 100.0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn el(node: &Node) -> &Element {
        match node {
            Node::Element(e) => e,
            Node::Text(t) => panic!("text {t:?}"),
        }
    }

    #[test]
    fn elements_nest_and_text_is_unescaped() {
        let nodes =
            parse("<p class=\"lead x\">a &amp; <span class=\"data\">b&lt;c&#39;</span><wbr>d</p>");
        assert_eq!(nodes.len(), 1);
        let p = el(&nodes[0]);
        assert!(p.has_class("lead") && p.has_class("x"));
        assert_eq!(p.children[0], Node::Text("a & ".into()));
        let span = el(&p.children[1]);
        assert_eq!(span.children, vec![Node::Text("b<c'".into())]);
        assert_eq!(el(&p.children[2]).name, "wbr");
        assert_eq!(p.children[3], Node::Text("d".into()));
    }

    #[test]
    fn svg_is_kept_as_source() {
        let nodes = parse("<figure><svg viewBox=\"0 0 1 1\"><text>x</text></svg><figcaption>c</figcaption></figure>");
        let figure = el(&nodes[0]);
        let svg = el(&figure.children[0]);
        assert_eq!(
            svg.svg.as_deref(),
            Some("<svg viewBox=\"0 0 1 1\"><text>x</text></svg>")
        );
        assert_eq!(el(&figure.children[1]).name, "figcaption");
    }

    #[test]
    fn broken_markup_never_panics() {
        for html in [
            "<p",
            "</p>",
            "<p><span>",
            "a < b",
            "&",
            "&#xZZ;",
            "<a href='x>y",
        ] {
            let _ = parse(html);
        }
        assert_eq!(parse("x &bogus; y"), vec![Node::Text("x &bogus; y".into())]);
    }

    #[test]
    fn style_percent_reads_one_property() {
        assert_eq!(style_percent("left:20%;width:7.5%", "width"), Some(0.075));
        assert_eq!(style_percent("width:7px", "width"), None);
    }

    proptest::proptest! {
        #[test]
        fn any_input_parses(s in ".{0,200}") {
            let _ = parse(&s);
            let _ = unescape(&s);
        }
    }
}
