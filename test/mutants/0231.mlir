%0 = "my_dialect.thing"(): () -> !bar.v<?> loc("a.mlir":4:6 to 5:56)
%_1 = "d.op_1"(%0, %0, %0) ({
  %x2 = "foo.bar.baz"(%0, %0, %0): (!bar.v<?>, !bar.v<?>, !bar.v<?>) -> tensor<*xf8E4M3  > loc("a.mlir":442:26)
  %3 = "bar.yield"(%0, %x2, %0)<{b0= dense_resource<weights0> : tensor<5xf64>, sym_name1 = [dense<[14]> : vector<1xi7>,#my.a<6>,
    0x0: i1], value2	=   array<i16: -2443>}> {a0= distinct[2]<{a0= " \n", x1, my.k2	= #foo.p<? , "x y">}>,"quoted key 1", attr2}: (!bar.v<?>, tensor<*xf8E4M3  >, !bar.v<?>) -> tensor<2x24xsi8> loc("n"(fused[]))
}, {
}) {x0  = @"x y"::@"x y", d.k1, my.k2,  x3  = [#foo<"a b">, dense_resource<r.1> : tensor<2xi32>, [loc("dir/with space.c":25), dense<3> : tensor<ui24>, -1: si17], {value0=   affine_set<(i0)[N0] : ((i0 * 5) mod 4 >= (i0) ceildiv 5, (((4) ceildiv 2) ceildiv 7 >= 0)>, my.k1= sparse<[[1, 1], [1, 5], [0, 2]], [1, 1, 0]> : tensor<2x6xi8>, "quoted key 2"}]}: (!bar.v<?>, !bar.v<?>,  !bar.v<?>) -> ((f4E2M1FN,
    index, tensor<?x2x584x1xi32>) -> i16)
"foo.bar"(%0) {foo.k0= affine_set<(d0, d1, d2)[s0] : (((d1) floordiv 2) mod 9 >= 0, ((7) ceildiv 3) mod 8 <= 2, -(d2) - d1 >= s0)>}: (!bar.v<?>) -> ()
"my_dialect.thing"(%_1, %_1, %0) <{value0, x1}> 
 : ((f4E2M1FN,
    index, tensor<?x2x584x1xi32>) -> i16, (f4E2M1FN,
    index, tensor<?x2x584x1xi32>) -> i16, !bar.v<?>) -> () loc(unknown)

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x080000001B83B0A3D857997142B6A5A45656BE3141A20812413190325A1A542F2983D90B2FA2F8395ECEBEEE",
      r.1: "0x040000004C2F1C7828734027"
    }
  }
#-}
