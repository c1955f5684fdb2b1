#map = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0)[s0] : (0 == 0, d0 * -4 + (-s0 + 9) floordiv 6 >= 0, -d0 + 4 >= 0)>
#distinct = distinct[0]<#set>
"builtin.module"() ({
  %0:3 = "foo.compute"() <{foo.k1 = sparse<2, 0x7FFF> : tensor<6xf16>, value0 = 170141183460469231731687303715884105727 : si128}> : () -> (complex<i1>, vector<9x1x12xf8E4M3FNUZ>, tensor<62x4x1xf32>)
  %1 = "foo.compute"() {_u2 = #bar.a, foo.k0 = #foo.a<93 , abc , true>, foo.k1 = {b2 = false, foo.k0 = {}, my.k3 = 49 : index, "quoted key 1" = #distinct}} : () -> memref<15x8xi24, strided<[61, 1]>>
  %2 = "bar.yield"(%0#0, %0#1, %1) : (complex<i1>, vector<9x1x12xf8E4M3FNUZ>, memref<15x8xi24, strided<[61, 1]>>) -> memref<15x8xi24, strided<[61, 1]>>
  %3 = "foo.bar.baz"(%0#2, %0#0, %2) {d.k0 = [@a::@"with\22quote"::@a, -498334 : si32, 6.000000e+00 : f4E2M1FN]} : (tensor<62x4x1xf32>, complex<i1>, memref<15x8xi24, strided<[61, 1]>>) -> !foo.t
  %4 = "x.y"() {_u0 = "@\00\7F.\\"} : () -> memref<?x850xf64, #map>
  %5 = "foo.op"(%0#0, %4) <{_u0 = affine_map<() -> (9, 6, 0)>, value1 = 6.400000e+01 : f8E8M0FNU}> : (complex<i1>, memref<?x850xf64, #map>) -> memref<12x4xf64, "local mem">
  %6:2 = "a.b"(%2, %5) <{attr0 = #my.v<<[a.b,a.b,78] , <"x y",16>> , f32>, k$3 = #set, sym_name2 = "\09", x1 = #set}> ({
  }) : (memref<15x8xi24, strided<[61, 1]>>, memref<12x4xf64, "local mem">) -> (i1024, si8)
  %7:4 = "bar.yield"(%0#2) : (tensor<62x4x1xf32>) -> (i8, f64, memref<15x8xi24, strided<[61, 1]>>, i1)
}) : () -> ()

