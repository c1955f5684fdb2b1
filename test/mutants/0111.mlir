#l_x0 = loc("name")
!t0 = vector<i7>
#loc1 = 32 : index

"builtin.module"() ({
"a.b"() ({
}): () -> ()
"foo.op"() <{attr0= affine_map<(d0, d1)[s0] -> (d1, -(d1 - 7), 9 + -(6))>, k$1= array<i1: true, true, true, false>, b2= false}> {x0= affine_set<(i0, i1) : (7 * ((8) floordiv 8) <= 3, ((i1) floordiv 7) mod 8 <= 1)>, a1= [array<i64>]}: () -> ()
"my_dialect.thing"() ({
}) {d.k0= "'é" : i64}: () -> () loc("":344:437)
%_0 = "f