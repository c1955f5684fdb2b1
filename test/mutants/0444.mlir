"builtin.module"() ({
  "foo.bar.baz"() ({
    %_0 = "foo.bar"()<{}> {foo.k0= "\C3\A9\"日本0/%\7f"}: () -> (index)
  }) {d.k0= 0x0, a1, my.k2= #foo.v<[{-6, ?, -3},[? ?],{?,55,?}]>}: () -> () loc("dir/with space.c":32)
  %_1 = "x.y"() <{sym_name0= false}> ({
}, {
    %_2 = "foo.bar.baz"() {foo.k0, _u1= 0x1: si7}: () -> !bar.v<[{? -0 ?}] , <["x y"],{27 -0},{23}> , <{90,true}, 28>>
  }) {value0= unit, z91= complex<f8E4M3>, "quoted key 2"= [@a, []]}: () -> (memref<532x4x3xf8E8M0FNU, strided<[17, 9, ?], offset: 10>, {kind = "scratch"}>)
  %value3, %value4:3 = "foo.op"() <{}> {attr0, value1= array<i1: true, false, true, false, true>}: () -> (vector<8xf64>, i32, memref<*xf64>, complex<f16>)
  %5:2 = "x.y"() <{b0= ["\n0X\n\E2" : i1], b1= dense_resource<res_0> : tensor<4xf64>, x2}>: () -> (tf32, !bar.t<"x y" -0>)
  %6 = "foo.compute"(%value4#2): (complex<f16>) -> i1 loc("x")
  %_7:3 = "x.y"(%value4#0, %value4#1, %6) <{sym_name0= -2.718281828459045 : f8E3M4, attr1= dense<1.0> : tensor<1xf16>, "quoted key 2"= 42 : index, x3}> {my.k0= true}: (i32, memref<*xf64>, i64) -> (vector<14x4xi128>, !foo.param<[i8, {? , ?}], <"x y",{i8}>, ?>, f16) loc("dir/with space.c":4294967295:446)
  "x.y"(%5#1, %_7#1, %value3): (!bar.t<"x y" -0>, !foo.param<[i8, {? , ?}], <"x y",{i8}>, ?>, vector<8xf64>) -> () loc("src/x.py":484:266)
  "foo.bar.baz"(%5#0)<{}> ({
  ^x.y2(%_8: index, %9: complex<i1>):
    %value10 = "foo.bar.baz"(%_7#1)<{my.k0= [{a0= sparse<[[1]], [0x682B12F25F98C09F]> : tensor<4xf64>, value1}], my.k1= 4023295: i24}> {_u0= @x.y::@"0start"::@"é", "quoted key 1"= distinct[3]<affine_map<()[s0] -> (((5) floordiv 6) floordiv 2, (3) ceildiv 2 * 1, s0 * 2)>>}: (!foo.param<[i8, {? , ?}], <"x y",{i8}>, ?>) -> none loc("a.mlir":424:0)
  }): (tf32) -> ()
  %v11, %v12:2 = "bar.yield"(%_1, %value4#0, %_7#2): (memref<532x4x3xf8E8M0FNU, strided<[17, 9, ?], offset: 10>, {kind = "scratch"}>, i32, f16) -> (tensor<ui32>, index, memref<2xvector<i8>, strided<[1], offset: 15>>) loc(fused["x", "name", "n"("a.mlir":164:0)])
  "foo.bar.baz"() {_u0= "\7f#\00\"", _u1= 0.5978476 : f8E4M3, foo.k2= {k$0, k$1= distinct[6]<sparse<[], []> : tensor<6xf16>>}}: () -> () loc(callsite("name" at "f":218:9))
  %v13 = "z.nop"(%v12#0, %v12#0): (index, index) -> index loc(unknown)
  %14 = "a.b"(%value4#1) {x0= affine_set<(i0, i1, i2)[N0, N1] : (N0 >= 0)>}: (memref<*xf64>) -> vector<[8]x3xf32> loc("f":22:43 to 22:41)
  "x.y"() {k$0= dense<[[1], [0], [255], [0x0]]> : tensor<4x1xi8>, a1= [], value2= "\n'_{\\\"X\"_" : f8E4M3, d.k3= affine_set<(d0, d1) : (d0 + d0 - (9) mod 3 >= 0, 7 - 7 + 5 * (6) >= 0, d1 <= 5)>}: () -> ()
}) {foo.module_attr = 9 : index} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000A265BABEF73D9170B90F762A0AE1F4F69C79DA863156979A469A4C0B3A7F246D"
    }
  }
#-}
