//! MLIR's textual format: lexer, parser and printer.

mod alias;
pub mod asm;
pub mod elements;
pub mod lexer;
mod memo;
mod names;
pub mod parse_attr;
pub mod parse_type;
pub mod parser;
pub mod printer;

pub use parser::{
    parse_attribute_str, parse_integer_set, parse_source, parse_type_str, reprint_attribute,
    ParseOptions, MAX_NESTING,
};
pub use printer::{
    attr_to_string, print_op, print_op_for_diagnostic, print_op_local, print_op_to,
    strided_memref_to_string, type_to_string, PrintOptions,
};
