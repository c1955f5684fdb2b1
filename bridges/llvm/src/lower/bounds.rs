//! `--check-bounds`: every load and store first asks
//! `@tessera.in_bounds` whether its address lies in one of the launch's
//! arrays; an access outside them records a fault (its id and address)
//! and does not happen.

use super::{loc_of, Lower};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::module::Linkage;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, IntValue, PointerValue};
use inkwell::{AddressSpace, IntPredicate};
use ir::Op;

impl<'a, 'll> Lower<'a, 'll> {
    /// With bounds checks, whether the access of a `mem` at `addr` falls
    /// in one of the launch's arrays (recording a fault if not).
    pub(super) fn checked(
        &mut self,
        op: Op,
        addr: PointerValue<'ll>,
        mem: BasicTypeEnum<'ll>,
    ) -> Option<IntValue<'ll>> {
        if !self.check_bounds {
            return None;
        }
        let id = self.access_locs.len() as u64;
        self.access_locs.push(loc_of(self.ctx, op));
        let check = self.checker();
        let size = mem.size_of().expect("sized");
        let table = self.bounds.expect("bounds");
        let args: Vec<BasicMetadataValueEnum> =
            vec![table.into(), addr.into(), size.into(), self.i64c(id).into()];
        let r = self.b.build_call(check, &args, "inb").expect("call");
        r.try_as_basic_value().basic().map(|v| v.into_int_value())
    }

    /// `i1 @tessera.in_bounds(ptr table, ptr addr, i64 size, i64 id)`: the
    /// access lies in one (first, end) pair of the table; else the table's
    /// fault slot takes `id + 1` and the address, if it has none yet.
    pub(super) fn checker(&self) -> FunctionValue<'ll> {
        if let Some(f) = self.module.get_function("tessera.in_bounds") {
            return f;
        }
        let (ll, i64t) = (self.ll, self.ll.i64_type());
        let ptr = ll.ptr_type(AddressSpace::default());
        let fty = ll
            .bool_type()
            .fn_type(&[ptr.into(), ptr.into(), i64t.into(), i64t.into()], false);
        let f = self
            .module
            .add_function("tessera.in_bounds", fty, Some(Linkage::Internal));
        let b = ll.create_builder();
        let blocks: Vec<BasicBlock> = [
            "entry", "head", "body", "next", "yes", "no", "record", "out",
        ]
        .iter()
        .map(|n| ll.append_basic_block(f, n))
        .collect();
        let (entry, head, body, next, yes, no, record, out) = (
            blocks[0], blocks[1], blocks[2], blocks[3], blocks[4], blocks[5], blocks[6], blocks[7],
        );
        let table = f.get_nth_param(0).expect("p").into_pointer_value();
        let addr = f.get_nth_param(1).expect("p").into_pointer_value();
        let size = f.get_nth_param(2).expect("p").into_int_value();
        let id = f.get_nth_param(3).expect("p").into_int_value();
        let c = |v: u64| i64t.const_int(v, false);
        let slot_ptr = |b: &Builder<'ll>, k: IntValue<'ll>| -> PointerValue<'ll> {
            // SAFETY: the caller's table has 3 + 2 * count slots.
            unsafe { b.build_in_bounds_gep(i64t, table, &[k], "t").expect("gep") }
        };
        let at = |b: &Builder<'ll>, k: IntValue<'ll>| -> IntValue<'ll> {
            b.build_load(i64t, slot_ptr(b, k), "v")
                .expect("load")
                .into_int_value()
        };
        b.position_at_end(entry);
        let count = at(&b, c(0));
        let a = b.build_ptr_to_int(addr, i64t, "a").expect("ptrtoint");
        let end = b.build_int_add(a, size, "e").expect("add");
        b.build_unconditional_branch(head).expect("br");
        b.position_at_end(head);
        let phi = b.build_phi(i64t, "k").expect("phi");
        phi.add_incoming(&[(&c(0), entry)]);
        let k = phi.as_basic_value().into_int_value();
        let more = b
            .build_int_compare(IntPredicate::ULT, k, count, "more")
            .expect("cmp");
        b.build_conditional_branch(more, body, no).expect("br");
        b.position_at_end(body);
        let twice = b.build_int_mul(k, c(2), "t").expect("mul");
        let slot = b.build_int_add(twice, c(1), "s").expect("add");
        let lo = at(&b, slot);
        let hi = at(&b, b.build_int_add(slot, c(1), "s1").expect("add"));
        let ge = b
            .build_int_compare(IntPredicate::UGE, a, lo, "ge")
            .expect("cmp");
        let le = b
            .build_int_compare(IntPredicate::ULE, end, hi, "le")
            .expect("cmp");
        let inside = b.build_and(ge, le, "in").expect("and");
        b.build_conditional_branch(inside, yes, next).expect("br");
        b.position_at_end(next);
        let k1 = b.build_int_add(k, c(1), "k1").expect("add");
        phi.add_incoming(&[(&k1, next)]);
        b.build_unconditional_branch(head).expect("br");
        b.position_at_end(yes);
        b.build_return(Some(&ll.bool_type().const_int(1, false)))
            .expect("ret");
        b.position_at_end(no);
        let twice = b.build_int_mul(count, c(2), "t").expect("mul");
        let fault = b.build_int_add(twice, c(1), "f").expect("add");
        let first = at(&b, fault);
        let none = b
            .build_int_compare(IntPredicate::EQ, first, c(0), "none")
            .expect("cmp");
        b.build_conditional_branch(none, record, out).expect("br");
        b.position_at_end(record);
        let id1 = b.build_int_add(id, c(1), "id1").expect("add");
        b.build_store(slot_ptr(&b, fault), id1).expect("store");
        let addr_slot = b.build_int_add(fault, c(1), "as").expect("add");
        b.build_store(slot_ptr(&b, addr_slot), a).expect("store");
        b.build_unconditional_branch(out).expect("br");
        b.position_at_end(out);
        b.build_return(Some(&ll.bool_type().const_zero()))
            .expect("ret");
        f
    }
}
