//! `@k.launch`: the function the JIT calls, which runs a range of a
//! kernel's programs (x fastest), loading each argument from its slot.

use super::{Lower, Param};
use crate::LlvmError;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, IntValue};
use inkwell::{AddressSpace, IntPredicate};
use ir::float::FloatKind;

impl<'a, 'll> Lower<'a, 'll> {
    /// `@name.launch(ptr args, i32 gx, i32 gy, i32 gz, i64 first, i64 last)`:
    /// the programs whose linear ids (x fastest) are in `first..last`.
    pub(super) fn launcher(
        &mut self,
        name: &str,
        k: FunctionValue<'ll>,
        params: &[Param],
    ) -> Result<(), LlvmError> {
        let ptr = self.ll.ptr_type(AddressSpace::default());
        let i32t = self.ll.i32_type();
        let fty = self.ll.void_type().fn_type(
            &[
                ptr.into(),
                i32t.into(),
                i32t.into(),
                i32t.into(),
                self.ll.i64_type().into(),
                self.ll.i64_type().into(),
                ptr.into(),
            ],
            false,
        );
        let f = self
            .module
            .add_function(&format!("{name}.launch"), fty, None);
        let b = self.ll.create_builder();
        let entry = self.ll.append_basic_block(f, "entry");
        b.position_at_end(entry);
        let argv = f.get_nth_param(0).expect("p").into_pointer_value();
        let mut args: Vec<BasicMetadataValueEnum> = Vec::new();
        for (i, p) in params.iter().enumerate() {
            // SAFETY: argv holds one pointer per parameter.
            let slot = unsafe {
                b.build_in_bounds_gep(
                    ptr,
                    argv,
                    &[self.ll.i64_type().const_int(i as u64, false)],
                    "slot",
                )
                .expect("gep")
            };
            let a = b
                .build_load(ptr, slot, "a")
                .expect("load")
                .into_pointer_value();
            args.push(match p {
                Param::Ptr => a.into(),
                Param::Int(w) => b.build_load(self.int_t(*w), a, "v").expect("load").into(),
                Param::Float(k) => {
                    let t: BasicTypeEnum = match k {
                        FloatKind::F16 => self.ll.f16_type().into(),
                        FloatKind::BF16 => self.ll.bf16_type().into(),
                        FloatKind::F64 => self.ll.f64_type().into(),
                        _ => self.ll.f32_type().into(),
                    };
                    b.build_load(t, a, "v").expect("load").into()
                }
            });
        }
        let g: Vec<IntValue> = (1..4)
            .map(|i| f.get_nth_param(i).expect("p").into_int_value())
            .collect();
        let (first, last) = (
            f.get_nth_param(4).expect("p").into_int_value(),
            f.get_nth_param(5).expect("p").into_int_value(),
        );
        // Programs first..last in linear order, x fastest.
        let i64t = self.ll.i64_type();
        let pre = b.get_insert_block().expect("b");
        let head = self.ll.append_basic_block(f, "grid");
        let body = self.ll.append_basic_block(f, "grid.body");
        let done = self.ll.append_basic_block(f, "grid.done");
        b.build_unconditional_branch(head).expect("br");
        b.position_at_end(head);
        let phi = b.build_phi(i64t, "id").expect("phi");
        phi.add_incoming(&[(&first, pre)]);
        let id = phi.as_basic_value().into_int_value();
        let go = b
            .build_int_compare(IntPredicate::SLT, id, last, "go")
            .expect("cmp");
        b.build_conditional_branch(go, body, done).expect("br");
        b.position_at_end(body);
        let gx = b.build_int_s_extend(g[0], i64t, "gx").expect("sext");
        let gy = b.build_int_s_extend(g[1], i64t, "gy").expect("sext");
        let x = b.build_int_signed_rem(id, gx, "x").expect("rem");
        let rest = b.build_int_signed_div(id, gx, "r").expect("div");
        let y = b.build_int_signed_rem(rest, gy, "y").expect("rem");
        let z = b.build_int_signed_div(rest, gy, "z").expect("div");
        let mut call_args = args;
        for v in [x, y, z] {
            call_args.push(b.build_int_truncate(v, i32t, "p").expect("trunc").into());
        }
        call_args.extend(g.iter().map(|&v| BasicMetadataValueEnum::from(v)));
        call_args.push(f.get_nth_param(6).expect("p").into());
        b.build_call(k, &call_args, "").expect("call");
        let next = b
            .build_int_add(id, i64t.const_int(1, false), "next")
            .expect("add");
        phi.add_incoming(&[(&next, body)]);
        b.build_unconditional_branch(head).expect("br");
        b.position_at_end(done);
        b.build_return(None).expect("ret");
        Ok(())
    }
}
