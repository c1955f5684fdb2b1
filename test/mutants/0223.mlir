// ir-gen random --seed 152 --size 32
%x0 = "foo.op"() <{}> ({
}): () -> !x.param<{"x y" -4 abc} , -2 , i8>
// 
"foo.compute"(%x0) ({
  %1 = "a.b"() {x0= distinct[3]<>, sym_name1= true, x2= true}  : () -> vector<10xf32> loc("v"(fused["dir/with space.c":56, "f":32:24 to 32:63]))
  %2:4 = "z.nop"(%x0, %x0, %1): (!x.param<{"x y" -4 abc} , -2 , i8>, !x.param<{"x y" -4 abc} , -2 , i8>, vector<10xf32>) -> (none, tensor<6x?xf32>, f16, bf16) loc("op.1")
  "a.b"(%2#3, %x0) ({
    "my_dialect.thing"()<{_u0= "_<\t\00\""}>: () -> ()
    "foo.op"(%2#3, %2#2, %2#1) {sym_name0= #x.a, sym_name1sym_name1= [array<f64: 3.14159265358979, 4.27845e+7, 338174.0, 1.0e-30>], value2, _u3}: (bf16, f16, tensor<6x?xf32>) -> () loc(fused["a.mlir":4:289, "dir/with space.c":7:28 to 7:33, "a.mlir":47:52 to :60])
    %_3, %_4:2 = "foo.compute"(%2#1): (tensor<6x?xf32>) -> (complex<f32	>, vector<2xf8E3M4>, (f64) -> (vector<index>))
    "foo.compute"(%_4#1): ((f64) -> (vector<index>)) -> () loc("op.1")
    %5:4 = "d.op_1"(%2#3, %1): (bf16, vector<10xf32>) -> (memref<59xi8>, i24, tensor<0x34xi8, 6 : i32	>, index)
  }) {a0= @b}: (bf16, !x.param<{"x y" -4 abc} , -2 , i8>) -> () loc("src/x.py":64)
  "foo.br"(%2#3)[^2, ^$3] {attr0= "b{\00🙂\"\B2_\"\"", "quoted key 1"= true}: (bf16) -> ()
^2(%6: f32, %_7: complex<i1024> loc("x")):
  "foo.compute"(%2#2, %2#3, %2#2)<{"quoted key 0"= -1: i1, b1= dense<[882.38932]> : vector<1xf32>}>: (f16, bf16, f16) -> ()
  "foo.compute"(%_7, %x0): (complex<i1024>, !x.param<{"x y" -4 abc} , -2 , i8>) -> ()
  %_8 = "foo.bar"() ({
  ^bb6(%_9: vector<[7]xf8E5M2>, %v10: (bf16) -> () loc("src/x.py":0:3)):
    %11 = "bar.yield"(%2#0, %v10): (none, (bf16) -> ()) -> !x.a.b
    %12, %13:3 = "x.y"()<{a0= true, d.k1= "\00\\\\}aa", attr2= #foo<"abc">}> {}: () -> (vector<13xf64>, f16, index, tensor<453x538x765xsi64>) loc(fused["src/x.py":23, fused["dir/with space.c":419:4294967295]])
    "foo.bar.baz"(%13#1,
    %2#0, %12) {}: (index, none, vector<13xf64>) -> () loc("with \"q\"")
    "x.y"(%13#1, %13#1) ({
      %_14 = "z.nop"(%12, %13#2): (vector<13xf64>, tensor<453x538x765xsi64>) -> i3 loc("op.1")
      %15 = "my_dialect.thing"(%13#1): (index) -> (f8E8M0FNU)
      %16 = "my_dialect.thing"(): () -> bf16 loc("x")
    }): (index, index) -> ()
    %a.b17:4 = "foo.compute"(%13#0, %13#1, %_7): (f16, index, complex<i1024>) -> (f32, index, i32, tensor< 0x838x0xf8E5M2FNUZ>) loc("a.mlir":4294967295:54)
  }, {
    %18 = "z.nop"(%2#1, %6)<{x0= affine_set<(d0, d1) : (((d0) ceildiv 1) ceildiv 6 >= (d1) floordiv 4, 9 * (2) + (d0) floordiv 7 <= 7, d1 == 0)>, k$1, z92= 49508: ui24, d.k3= affine_set<(d0, d1, d2)[s0] : ((-(d0)) floordiv 2 <= 5, d1 == 0, (d2) floordiv 8 >= (d2) mod 2)>}> ({
}) {my.k0= [dense_resource<res_0> : tensor<5xf32>]}: (tensor<6x?xf32>, f32) -> si24 loc("v"("a.mlir":28:74 to 29:68)) // trailing comment
    %19:4 = "foo.bar"() ({
      "builtin.module"() ({
        %_20 = "foo.op"(): () -> tensor<0x22x?xi8, #foo.enc>
      }) : () -> ()
    }): () -> (f4E2M1FN, index,tensor<*xvector<6x1x4xf32>>, vector<8x6x3xf8E5M2>)
    %21 = "z.nop"(%19#3, %19#0, %19#3) ({
      %a.b22 = "foo.bar.baz"(): () -> (i1)
      %value23 = "my_dialect.thing"(%19#2) {b0= complex<bf16>, a1= affine_map<(d0) -> ()>}: (tensor<*xvector<6x1x4xf32>>) -> i24
      "my_dialect.thing"(%2#3): (bf16) -> () // trailing comment
      "my_dialect.thing"(%value23, %2#1, %a.b22): (i24, tensor<6x?xf32>, i1) -> ()
      "foo.op"() {sym_name0= "\\@\n.0", sym_name1= si7}: () -> () loc("dir/with space.c":333:4294967295)
    }) {x0= @x.y::@x.y::@x.y}: (vector<8x6x3xf8E5M2>, f4E2M1FN, vector<8x6x3xf8E5M2>) -> i8 loc("src/x.py":13:55 to 16:45)
    %24, %_25:2 = "my_dialect.thing"(%19#2, %19#1, %19#1) {foo.k0, foo.k1= dense<-65504.0> : tensor<1x4x4xf64>, sym_name2}: (tensor<*xvector<6x1x4xf32>>, index, index) -> (f16, tensor<2x0xi64>, tensor<?x3x1x0xi16>)
    %value26 = "a.b"(%_25#1, %_25#0 , %_25#0) <{}> {k$0, attr1= loc(unknown), a2= loc("name"), foo.k3= affine_set<(i0) : (i0 == 0, 4 * (i0) + -(5) == 0, (3) ceildiv 7 + -(5) >= 0)>}: (tensor<?x3x1x0xi16>, tensor<2x0xi64> , tensor<2x0xi64>) -> ui32
  }): () -> complex<f32 > loc("f":2:53 to 3:3)
  "x.switch"()[^$3, ^4]<{b0= dense<"0x21"> : tensor<4x4xi8>, "quoted key 1"= "* /__", x2}> {z90= affine_map<(d0, d1, d2)[s0, s1] -> ((d1 - 8) floordiv 6)>}: () -> () loc("dir/with space.c":0:0)
^$3:
  "x.switch"(%2#3)[^4]: (bf16) -> ()
^4:
  %v27 = "foo.compute"(%2#0)<{d.k0= affine_map<(d0, d1) -> ()>, x1, z92= 0x7FFFFFFFFFFFFFFF : index}>: (none) -> f80
}): (!x.param<{"x y" -4 abc} , -2 , i8>) -> ()
%v28:3 = "d.op_1"(%x0, %x0)<{k$0= 687.109821, k$1= [], d.k2	= array<f64: 2.718281828459045, 0.2, 3.98981e+36, 0.9315950, 1.0e-5>, "quoted key 3"	= 1: i1}> {foo.k0= 3 : index, value1= dense<161> : tensor<si17>}: (!x.param<{"x y" -4 abc} , -2 , i8>, !x.param<{"x y" -4 abc} , -2 , i8>) -> (memref<?x8x1 x f128, strided<[?, 8, 1], offset: 0>>, !bar.type, memref<3x873x2xi32, affine_map<(i0, i1, i2) -> (i1 + i2, 8)>>) loc("op.1")
%v29 = "z.nop"(%v28#1, %v28#1, %v28#1) {attr0= -8388608: i24, "quoted key 1", d.k2=   @_priv}: (!bar.type, !bar.type,
    !bar.type) -> i64 loc(unknown)

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000E192974AD51F6B8813AD1C54122B74985D320913"
    }
  }
#-}
