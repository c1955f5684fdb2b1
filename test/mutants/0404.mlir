!T_0 = memref<15x8xi24, strided<[61, 1], offset:0>>
#map0 = affine_set<(i0)[N0] : (((i0) mod 1) floordiv 2 == 0, (9 - N0) floordiv 6 >= i0 * 4, i0 <= 4)>
!alias_1 = i1024
#l_x1 = loc(callsite("x" at "f":4294967295:332))

%v0:3 = "foo.compute"()<{value0= 170141183460469231731687303715884105727: si128, foo.k1= sparse<[[2]], [0x7FFF]> : tensor<6xf16>}> {}: () -> (complex<i1>, vector<9x1x12xf8E4M3FNUZ>, tensor<62x4x1xf32>)
%v1 = "foo.compute"() {foo.k0= #foo.a<93 , abc , true>, foo.k1= {foo.k0= {}, "quoted key 1"= distinct[1]<#map0>, b2= false, my.k3= 49 : index}, _u2= #bar.a}: () -> !T_0 loc("f":362:471)
%2 = "bar.yield"(%v0#0, %v0#1, %v1): (complex<i1>, vector<9x1x12xf8E4M3FNUZ>, !T_0) -> !T_0
%v3 = "foo.bar.baz"(%v0#2, %v0#0, %2) {d.k0= [@"a"::@"with\"quote"::@"a", -498334: si32, 5.595 : f4E2M1FN]}: (tensor<62x4x1xf32>, complex<i1>, !T_0) -> !foo.t
%_4 = "x.y"() {_u0= "@\00\7f.\\"}: () -> memref<?x850xf64, affine_map<(d0, d1) -> (d1, d0)>> loc("with \"q\"")
%a.b5 = "foo.op"(%v0#0, %_4) <{_u0= affine_map<() -> (9, 5 - -(1), (3 * (5)) mod 5)>, value1= 94.969165 : f8E8M0FNU}>: (complex<i1>, memref<?x850xf64, affine_map<(d0, d1) -> (d1, d0)>>) -> memref<12x4xf64, "local mem">
%v6:2 = "a.b"(%2, %a.b5) <{attr0= #my.v<<[a.b,a.b,78] , <"x y",16>> , f32>, x1= #map0, sym_name2= "\t", k$3= #map0}> ({
}): (!T_0, memref<12x4xf64, "local mem">) -> (!alias_1, si8) loc(fused<#foo.m>[callsite(unknown at "op.1"?), "f":28:0]) // trailing comment
%value7, %_8:3 = "bar.yield"(%v0#2): (tensor<62x4x1xf32>) -> (i8, f64, !T_0, i1) loc(fused<#foo.m>[#l_x1, #l_x1])
