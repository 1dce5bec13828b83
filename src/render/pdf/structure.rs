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
    Node(u32),
    /// A piece of drawn content (a text run or a figure), numbered in drawing order.
    Leaf(u32),
}

/// The tree being recorded: each node's role, and every parent-child link in the order
/// recorded (a node's children are its links in that order). A report's tree has a node per
/// table cell; as one `Vec` of children per node it was 3 MB of a build's peak, as links a
/// third of that.
#[derive(Debug, Clone, Default)]
pub struct Structure {
    roles: Vec<Role>,
    /// (parent, child); the parent is `ROOT` at the root.
    links: Vec<(u32, Child)>,
    open: Vec<u32>,
    pub leaves: usize,
    /// While true, drawn content is an artifact (a repeated table header).
    pub artifact: bool,
}

const ROOT: u32 = u32::MAX;

impl Structure {
    /// Opens a node inside the innermost open one.
    pub fn begin(&mut self, role: Role) {
        let index = self.roles.len() as u32;
        self.roles.push(role);
        self.links.push((self.parent(), Child::Node(index)));
        self.open.push(index);
    }

    pub fn end(&mut self) {
        self.open.pop();
    }

    fn parent(&self) -> u32 {
        self.open.last().copied().unwrap_or(ROOT)
    }

    /// A new leaf in the innermost open node; None (an artifact) outside every node.
    pub fn leaf(&mut self) -> Option<usize> {
        if self.artifact || self.open.is_empty() {
            return None;
        }
        let leaf = self.leaves;
        self.leaves += 1;
        self.links.push((self.parent(), Child::Leaf(leaf as u32)));
        Some(leaf)
    }

    /// How many children the root has.
    pub fn roots(&self) -> usize {
        self.links.iter().filter(|(p, _)| *p == ROOT).count()
    }

    /// Adds `other`'s tree at the root (before the root's child `at`, or at the end); returns
    /// the offset its leaves' numbers move by.
    pub fn append(&mut self, other: Structure, at: Option<usize>) -> usize {
        let node_offset = self.roles.len() as u32;
        let leaf_offset = self.leaves;
        let shift = |(parent, child): (u32, Child)| {
            let parent = if parent == ROOT {
                ROOT
            } else {
                parent + node_offset
            };
            let child = match child {
                Child::Node(n) => Child::Node(n + node_offset),
                Child::Leaf(l) => Child::Leaf(l + leaf_offset as u32),
            };
            (parent, child)
        };
        self.roles.extend(other.roles);
        // Only the order of a parent's own links matters: `other`'s links go in as a block
        // before the root link its roots precede.
        let place = at
            .and_then(|at| {
                let mut roots = self.links.iter().enumerate().filter(|(_, l)| l.0 == ROOT);
                roots.nth(at).map(|(i, _)| i)
            })
            .unwrap_or(self.links.len());
        self.links
            .splice(place..place, other.links.into_iter().map(shift));
        self.leaves += other.leaves;
        leaf_offset
    }

    /// The recorded tree, for reading: each node's role and children.
    pub fn tree(&self) -> Tree<'_> {
        // Children grouped by parent (the root's last), each group in recording order.
        let slot = |p: u32| {
            if p == ROOT {
                self.roles.len()
            } else {
                p as usize
            }
        };
        let mut starts = vec![0u32; self.roles.len() + 2];
        for (parent, _) in &self.links {
            starts[slot(*parent) + 1] += 1;
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut next = starts.clone();
        let mut children = vec![Child::Leaf(0); self.links.len()];
        for (parent, child) in &self.links {
            let at = &mut next[slot(*parent)];
            children[*at as usize] = *child;
            *at += 1;
        }
        Tree {
            roles: &self.roles,
            starts,
            children,
        }
    }
}

/// A recorded structure with each node's children together.
pub struct Tree<'s> {
    roles: &'s [Role],
    /// Node `n`'s children are `children[starts[n]..starts[n + 1]]`; the root is the node
    /// after the last.
    starts: Vec<u32>,
    children: Vec<Child>,
}

impl Tree<'_> {
    pub fn root(&self) -> &[Child] {
        self.range(self.roles.len())
    }

    pub fn role(&self, node: u32) -> &Role {
        &self.roles[node as usize]
    }

    pub fn children(&self, node: u32) -> &[Child] {
        self.range(node as usize)
    }

    fn range(&self, slot: usize) -> &[Child] {
        &self.children[self.starts[slot] as usize..self.starts[slot + 1] as usize]
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
        let tree = s.tree();
        assert_eq!(tree.root(), [Child::Node(0)]);
        assert_eq!(tree.children(0), [Child::Node(1)]);
        assert_eq!(tree.children(1), [Child::Leaf(0)]);
        assert_eq!(tree.role(1), &Role::Row);
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
        let tree = a.tree();
        assert_eq!(
            tree.root(),
            [Child::Node(0), Child::Node(2), Child::Node(1)]
        );
        assert_eq!(tree.children(2), [Child::Leaf(2)]);
        assert_eq!(tree.role(2), &Role::Contents);
        assert_eq!(a.leaves, 3);
        assert_eq!(a.roots(), 3);
    }

    /// What the tree should read as: a nested tree built the plain way.
    #[derive(Debug, PartialEq)]
    enum Plain {
        Node(Role, Vec<Plain>),
        Leaf(u32),
    }

    /// The compact tree read back as nested nodes.
    fn read(tree: &Tree, children: &[Child]) -> Vec<Plain> {
        children
            .iter()
            .map(|c| match c {
                Child::Node(n) => Plain::Node(tree.role(*n).clone(), read(tree, tree.children(*n))),
                Child::Leaf(l) => Plain::Leaf(*l),
            })
            .collect()
    }

    /// Records `ops` (0 begin, 1 end, 2 leaf, 3 artifact leaf) into both trees.
    fn record(ops: &[u8], s: &mut Structure, plain: &mut Vec<Plain>, leaves: &mut u32) {
        // The path of open nodes in `plain`, as child indices from the root.
        let mut path: Vec<usize> = vec![];
        fn at<'p>(plain: &'p mut Vec<Plain>, path: &[usize]) -> &'p mut Vec<Plain> {
            path.iter().fold(plain, |list, &i| match &mut list[i] {
                Plain::Node(_, children) => children,
                Plain::Leaf(_) => unreachable!("leaves are never open"),
            })
        }
        for (i, op) in ops.iter().enumerate() {
            match op % 4 {
                0 => {
                    let role = [Role::Table, Role::Row, Role::Cell, Role::Paragraph][i % 4].clone();
                    s.begin(role.clone());
                    let list = at(plain, &path);
                    list.push(Plain::Node(role, vec![]));
                    path.push(list.len() - 1);
                }
                1 => {
                    s.end();
                    path.pop();
                }
                2 => {
                    let leaf = s.leaf();
                    if path.is_empty() {
                        assert_eq!(leaf, None, "no leaf outside every node");
                    } else {
                        assert_eq!(leaf, Some(*leaves as usize));
                        at(plain, &path).push(Plain::Leaf(*leaves));
                        *leaves += 1;
                    }
                }
                _ => {
                    s.artifact = true;
                    assert_eq!(s.leaf(), None, "an artifact is no leaf");
                    s.artifact = false;
                }
            }
        }
    }

    proptest::proptest! {
        /// Any recording, and any tree appended at any root position, reads back as the
        /// nested tree the same calls build the plain way.
        #[test]
        fn the_compact_tree_reads_as_the_nested_tree(
            first in proptest::collection::vec(0u8..4, 0..60),
            second in proptest::collection::vec(0u8..4, 0..40),
            at in proptest::option::of(0usize..12),
        ) {
            let (mut a, mut plain_a, mut leaves) = (Structure::default(), vec![], 0);
            record(&first, &mut a, &mut plain_a, &mut leaves);
            let (mut b, mut plain_b, mut leaves_b) = (Structure::default(), vec![], 0);
            record(&second, &mut b, &mut plain_b, &mut leaves_b);
            proptest::prop_assert_eq!(a.roots(), plain_a.len());
            let offset = a.append(b, at) as u32;
            proptest::prop_assert_eq!(offset, leaves);
            fn shift(p: Plain, by: u32) -> Plain {
                match p {
                    Plain::Node(role, c) => Plain::Node(role, c.into_iter().map(|p| shift(p, by)).collect()),
                    Plain::Leaf(l) => Plain::Leaf(l + by),
                }
            }
            let place = at.unwrap_or(usize::MAX).min(plain_a.len());
            plain_a.splice(place..place, plain_b.into_iter().map(|p| shift(p, offset)));
            let tree = a.tree();
            proptest::prop_assert_eq!(read(&tree, tree.root()), plain_a);
            proptest::prop_assert_eq!(a.leaves as u32, leaves + leaves_b);
        }
    }
}
