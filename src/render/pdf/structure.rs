//! PDF, structure: the logical tree behind the pages (headings, paragraphs, lists, tables,
//! figures with their alternative text, the contents), recorded while the pages are laid
//! out and written as the PDF's tag tree, so screen readers and text extraction follow the
//! reading order. Repeated table headers, running headers and page numbers are artifacts.

/// What a node of the tree is.
#[derive(Debug, Clone, PartialEq)]
pub enum Role {
    /// A heading of this level (1: the document title and section titles).
    Heading(u16),
    Paragraph,
    List,
    ListItem,
    Table,
    Row,
    HeaderCell,
    Cell,
    /// A figure and its alternative text.
    Figure(String),
    Caption,
    Contents,
    ContentsItem,
    Section,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Child {
    Node(usize),
    /// A piece of drawn content (a text run or a figure), numbered in drawing order.
    Leaf(usize),
}

#[derive(Debug, Clone)]
pub struct Node {
    pub role: Role,
    pub children: Vec<Child>,
}

/// The tree being recorded.
#[derive(Debug, Clone, Default)]
pub struct Structure {
    pub nodes: Vec<Node>,
    pub root: Vec<Child>,
    open: Vec<usize>,
    pub leaves: usize,
    /// While true, drawn content is an artifact (a repeated table header).
    pub artifact: bool,
}

impl Structure {
    /// Opens a node inside the innermost open one.
    pub fn begin(&mut self, role: Role) {
        let index = self.nodes.len();
        self.nodes.push(Node {
            role,
            children: vec![],
        });
        match self.open.last() {
            Some(&parent) => self.nodes[parent].children.push(Child::Node(index)),
            None => self.root.push(Child::Node(index)),
        }
        self.open.push(index);
    }

    pub fn end(&mut self) {
        self.open.pop();
    }

    /// A new leaf in the innermost open node; None (an artifact) outside every node.
    pub fn leaf(&mut self) -> Option<usize> {
        if self.artifact {
            return None;
        }
        let parent = *self.open.last()?;
        let leaf = self.leaves;
        self.leaves += 1;
        self.nodes[parent].children.push(Child::Leaf(leaf));
        Some(leaf)
    }

    /// Adds `other`'s tree at the root (at position `at`, or at the end); returns the offset
    /// its leaves' numbers move by.
    pub fn append(&mut self, other: Structure, at: Option<usize>) -> usize {
        let node_offset = self.nodes.len();
        let leaf_offset = self.leaves;
        let shift = |c: &Child| match c {
            Child::Node(n) => Child::Node(n + node_offset),
            Child::Leaf(l) => Child::Leaf(l + leaf_offset),
        };
        self.nodes.extend(other.nodes.into_iter().map(|n| Node {
            role: n.role,
            children: n.children.iter().map(shift).collect(),
        }));
        let roots: Vec<Child> = other.root.iter().map(shift).collect();
        match at {
            Some(at) => {
                let at = at.min(self.root.len());
                self.root.splice(at..at, roots);
            }
            None => self.root.extend(roots),
        }
        self.leaves += other.leaves;
        leaf_offset
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaves_belong_to_the_innermost_open_node_and_nothing_outside_is_tagged() {
        let mut s = Structure::default();
        assert_eq!(s.leaf(), None);
        s.begin(Role::Table);
        s.begin(Role::Row);
        assert_eq!(s.leaf(), Some(0));
        s.end();
        s.artifact = true;
        assert_eq!(s.leaf(), None);
        s.artifact = false;
        s.end();
        assert_eq!(s.root, vec![Child::Node(0)]);
        assert_eq!(s.nodes[0].children, vec![Child::Node(1)]);
        assert_eq!(s.nodes[1].children, vec![Child::Leaf(0)]);
    }

    #[test]
    fn an_appended_tree_keeps_its_shape_at_its_place() {
        let mut a = Structure::default();
        a.begin(Role::Paragraph);
        a.leaf();
        a.end();
        a.begin(Role::Paragraph);
        a.leaf();
        a.end();
        let mut b = Structure::default();
        b.begin(Role::Contents);
        b.leaf();
        b.end();
        assert_eq!(a.append(b, Some(1)), 2);
        assert_eq!(a.root, vec![Child::Node(0), Child::Node(2), Child::Node(1)]);
        assert_eq!(a.nodes[2].children, vec![Child::Leaf(2)]);
        assert_eq!(a.leaves, 3);
    }
}
