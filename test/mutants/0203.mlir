// ir-gen random --seed 12 --size 14
!t0 = f32
#a0 = 0: 
  i1
#loc1 = loc(unknown)
#L2 = loc(fused["src/x.py":29:41 to 32:28, "src/x.py":220:4294967295, #loc1])
!ty1 = memref<319xcomplex<f16>>
#attr_3 = dense<true> : tensor<3x3x2xui1>
!alias_2 = tensor<complex<bf16>>

"builtin.module"() <{sym_name = "m10"}> ({
  %value0 = "foo.compute"() ({
    %v1:4 = "foo.bar"() ({
      %_2 = "my_dialect.thing"() <{}> {"quoted key 0"= loc(unknown), "quoted key 1"= #a0}: () -> none loc(callsite("":277:4294967295 at unknown))
      %_3, %_4:3 = "foo.compute"() {a0= "\"!@#0! \000 %" : bf16, z91= {b0= array<i1: false, true, true, false>, a1= #a0, k$2= []}, sym_name2= i3}:  () -> (vector<[15] x [2]x9 x bf16>, vector<11xi32>, complex<f32>, !t0)
      %5 = "foo.bar"(%_4#1,  %_4#1) {z90  = sparse<[[5]], [-3.14159265358979]> : tensor<6xf32>}: (complex<f32>, complex<f32>) -> ((f32, index) -> (i17, vector<2x12xsi64>))
    }) {z90 
 = 0 , foo.k1,"quoted key 2" , a3= {sym_name0	= -177.869367 : f32}}: () -> (ui32, !my_dialect.param<"x y">, !t0, f16) loc("f":493:373)
    %-6:2 = "bar.yield"(%v1#1, %v1#1, %v1#3) ({
    ^2(%v7: !t0 loc(fused["a.mlir":79, "x", #L2]), %v8: !ty1):
      "x.switch"(%v7)[^3,  ^3] {attr0= #attr_3, a1, "quoted key 2"= sparse<[[0, 1, 1], [1, 1, 0]], [59, 1]> : tensor<2x2x2xi8>, my.k3}: (!t0) -> ()
    ^3:
      // é unicode
      "foo.bar"(%v1#3, %v1#3, %v8)<{b0, _u1= 
  "a_%-#\64''\7f\7f"}>: (f16, f16, !ty1) -> () loc(fused["dir/with space.c":55:477])
      %9 = "d.op_1"(%v1#2, %v1#3, %v1#0) 
 :	 (!t0, f16, ui32) -> (complex<i8>)
      %x10 = "foo.op"(%v7, %9): (!t0, complex<i8>) -> complex<  f64>
      %11 = "foo.bar.baz"(%v8, %9, %9) 
 : (!ty1, complex<i8>, complex<i8>) -> tensor<535x1xsi32>
      "foo.br"()[^bb4, ^3] : () -> () loc("a.mlir":20:73 to :79)
    ^bb4:
      "foo.op"() {}: () -> ()
    }) {"quoted key 0"= "\t'\t\"< }X{\nb", _u1= 1:   i1024, x2= @main::@main}: (!my_dialect.param<"x y"> , !my_dialect.param<"x y">, f16) -> (vector<13xui1024> , !my_dialect.t<?>) loc("":3:38 to :46)
    %value12, %13:3 = "x.y"(%-6#1, %-6#0, %v1#3)<{"quoted key 0"= -0.5 : f8E4M3FNUZ}>:  (!my_dialect.t<?>, vector<13xui1024>,f16) -> (memref<*xf8E3M4, "shared">, none, tensor<?xi1>, none) loc(fused<5 : i32>["callee"(#L2), "v"(#L2), #loc1])
    %14, %r15:4294967296 = "a.b"(%13#2, %-6#0,%v1#3):	 (none, vector<13xui1024>, f16) -> (f8E4M3B11FNUZ, vector<9x[6]x6xi1>, !alias_2,
    !alias_2)
  }): () -> f16
  %a.b16 = "d.op_1"(%value0) {x0, b1= true, sym_name2 = #attr_3, my.k3= true}:	 (f16) -> f8E3M4
  %17:2 = "bar.yield"() {sym_name0= #attr_3, attr1	= @b, x2= -2147483648: i32, _u3= 0x3E : f6E2M3FN}:   () -> (!t0, memref<?x?x?xi8, strided<[23, ?, 1], offset:0>>) loc(#L2)
  %18:4 = "a.b"(%a.b16, %17#0) {}: (f8E3M4, !t0) -> (f8E8M0FNU, i1024, tuple<index, f64, index, f16,f8E4M3FN , index, f8E4M3FNUZ, f8E4M3B11FNUZ, i32, ui128, index, none, index,i32, i64, memref<60 x index, affine_map<(d0) -> (((d0) mod 7) floordiv 6)>, 1>,
    bf16, f16, f16, f32, bf16>, f64) loc("name")
}) : () -> () loc(fused["name"])
