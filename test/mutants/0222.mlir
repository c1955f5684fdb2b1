// ir-gen random --seed 115 --size 32
#a0 = -0.6106920 : f64
!alias_0 = f8E8M0FNU
#attr_1 = "\C3\A9_b-\7fz/\7f"
!T_1 = index
#loc2 = array<i16>
#map3 = @a
#attr_4 = "<"
!t2 = complex<f6E3M2FN>
#a5 = array<i16: 0, 1, 0x56, 0x0>
#a6 = array<i16: 0, 1>

"builtin.module"() <{sym_name = "m83"}> ({
  "bar.yield"(): () -> ()
  %_0 = "x.y"()<{"quoted key 0"= "Xa\t\000!\\<", a1= 4294967295: i32, a2= #my.v<?>, b3= none}> ({
    %1 = "my_dialect.thing"() {x0= -92: i64, a1= "{'\C3\A9\t0\tbba\7f", k$2= "'Ω\7f\C3\A9b\nß!__", value3= 2.5e-3 : f64}: () -> bf16
    "foo.br"()[^$1] ({
    ^bb4(%2: tensor<*x!x.param<"x y", -2>>, %_3: memref<?x572xvector<9xindex>, strided<[15, 1]>> loc("with \"q\"")):
      "d.op_1"(%2): (tensor<*x!x.param<"x y", -2>>) -> () loc("":349:0)
      %_4 = "bar.yield"() {x0, "quoted key 1"= 136342.0 : f64}: () -> complex<f4E2M1FN>
      %a.b5 = "foo.bar.baz"(%1, %2, %1) {k$0, "quoted key 1"= "\".\00-*-z%", value2= loc("":31:409), sym_name3= "\00_<\00\n\n'%\""}: (bf16, tensor<*x!x.param<"x y", -2>>, bf16) -> (tensor<0x4x52x7xf8E4M3, "sparse">)
      %v6:3 = "bar.yield"() <{"quoted key 0"= sparse<[[4], [1]], [-128, 0]> : tensor<6xi8>, x1= []}> {"quoted key 0", attr1= [dense<0> : tensor<i32>, 71.2E5 : bf16]}: () -> (none, vector<f64>, index)
      %7 = "a.b"(%_3, %v6#0, %v6#0): (memref<?x572xvector<9xindex>, strided<[15, 1]>>, none, none) -> (complex<f64>) loc("x")
    }, {
      %v8:3 = "foo.op"(%1): (bf16) -> (index, i32, tensor<*x!bar.v<-8>>)
      %value9 = "a.b"() <{sym_name0= 1: i1, value1= {value0= affine_set<(i0, i1)[N0, N1] : (i0 + (i0) mod 3 >= N0, (i1) * N0 + N1 * 3 <= 0, N0 <= 0)>, k$1= #a0, "quoted key 2"= array<i32: 457960, -1, -2147483648, 0>}, a2= []}>: () -> (index) loc("callee"("src/x.py":300:267))
      %v10 = "bar.yield"(%v8#2)<{d.k0= 55 : index, z91= {_u0= [#a0, !alias_0, #bar<"abc">], z91= array<i8: 0x1, 1, 0, 4, 1>}}> {sym_name0, b1}: (tensor<*x!bar.v<-8>>) -> !alias_0
      "foo.bar"(%v8#1, %v10)<{"quoted key 0"= 756.211884 : f4E2M1FN, a1= "0", b2= dense<0> : tensor<1x4x4xi64>, k$3= #attr_1}> {x0= #attr_1, x1= #attr_1}: (i32, !alias_0) -> () loc("a.mlir":386:321)
    }, {
      %11 = "foo.bar"(%1, %1, %1) {_u0= affine_map<()[] -> ()>, value1= -35974748: i32}: (bf16, bf16, bf16) -> complex<f8E4M3B11FNUZ> loc("dir/with space.c":44:48 to 45:18)
    }): () -> () loc("f":8:38 to 9:28)
  ^$1(%12: !T_1, %value13 : vector<4xindex> loc("":40:17 to 40:30), %v14: si8):
    %a.b15:4 = "a.b"(%12, %v14, %v14)<{x0= 4659539997: si64, k$1= 784.942280 : f128, sym_name2= loc(unknown), "quoted key 3"= #loc2}>: (!T_1, si8, si8) -> (complex<f32>, ui7, i32, !alias_0)
    "z.nop"(%a.b15#3, %a.b15#2) {z90= #map3, z91= "*@X\\🙂\9E!XΩ\7f\00"}: (!alias_0, i32) -> () loc("f":17:79 to 18:44)
    %a.b16, %17:3 = "my_dialect.thing"(%12, %a.b15#2) ({
    }) {_u0= tensor<0x27x?x4xcomplex<f64>, #foo.enc>, my.k1, x2= [distinct[1]<dense<[[true]]> : vector<1x1xui1>>, #attr_4, [dense<[15, 0]> : tensor<2xui7>], -2.718281828459045 : f16]}: (!T_1, i32) -> (f64, !alias_0, !T_1, i8) loc("f":4294967295:305)
    "x.y"(%a.b15#3, %a.b15#2) ({
    ^bb8:
      %v18 = "x.y"(%17#1) ({
      }): (!T_1) -> (!x.v<true "x y" i8>) loc("src/x.py":180:8)
      "x.y"(%v18, %17#1, %v18) ({
      ^bb10(%$19: (complex<ui24>) -> (!t2, memref<4xf16, "gpu">)):
        %v20 = "d.op_1"(%a.b15#2, %a.b15#0) {}: (i32, complex<f32>) -> complex<f32>
        %r21:2 = "foo.compute"(%a.b15#1) {z90= -1: si128, foo.k1= @"with\"quote", value2= #a5, _u3= tensor<*xcomplex<i64>>}: (ui7) -> (tensor<2x1xcomplex<f16>>, complex<f8E4M3>) loc("name")
      }) {_u0= dense<[[(0xF221, 1.0e-30)], [(6.719, 0.7893369)]]> : tensor<2x1xcomplex<f16>>, value1= affine_map<(i0, i1)[N0, N1] -> (7, (4 - i1) ceildiv 4)>, attr2= true, my.k3= "}\7f\7f#\"\n-\1C"}: (!x.v<true "x y" i8>, !T_1, !x.v<true "x y" i8>) -> () loc("src/x.py":42:26 to 45:42)
      %22 = "foo.op"() {my.k0= #loc2, my.k1= #x.a}: () -> (tensor<?xf16>) loc(callsite(callsite(unknown at unknown) at callsite("dir/with space.c":0:65 at "f":92:4294967295)))
      "my_dialect.thing"(%v18, %17#2) {_u0= #a6, z91= true, d.k2= index}: (!x.v<true "x y" i8>, i8) -> () loc(callsite("x" at "":240:56))
      %tmp_23:2 = "z.nop"(%value13) {value0= dense<0> : tensor<i3>, attr1= @f_1, sym_name2, sym_name3}: (vector<4xindex>) -> ((i1, !alias_0, !my_dialect.t_1) -> (), tensor<6xf64>) loc(fused<#foo.m>["f":4:13 to 6:24, "dir/with space.c":25, unknown])
    }, {
    ^11(%_24: bf16, %25: f64):
      "foo.br"(%_24, %_24, %a.b15#3)[^bb12, ^undefined_block] ({
      }, {
        "foo.bar.baz"(%a.b15#3) {x0= true}: (!alias_0) -> ()
        %r26 = "a.b"(%25) <{k$0= array<f32>, "quoted key 1", d.k2= array<i64: -9223372036854775808, 17757284470639747, -9223372036854775808, 130>, "quoted key 3"= "'!é}/\n!\nz."}> {}: (f64) -> complex<f32>
        %_27:2 = "x.y"(%17#1, %17#0) <{"quoted key 0"= -106: i24, sym_name1= #a0, foo.k2= dense<[(100.0, 0xAD653832), (0xD3AB3641, 2.718281828459045), (0x2B7D6C06, 2.718281828459045)]> : tensor<3xcomplex<f32>>}> {value0= vector<[2]xbf16>, z91= affine_map<() -> ((9) mod 9)>, a2= dense<[0x0, true, true]> : tensor<3xui1>, sym_name3= 248: i32}: (!T_1, !alias_0) -> (i128, tensor<*xbf16>) loc(callsite(unknown at "a.mlir":85:119))
        %28 = "bar.yield"(%_27#1, %a.b15#2, %r26): (tensor<*xbf16>, i32, complex<f32>) -> tensor<f8E4M3>
        %_29 = "bar.yield"(%1) {b0= {}, _u1= affine_map<(d0, d1, d2) -> ((d0 + 1) ceildiv 5, (d2 * 2) floordiv 3)>, "quoted key 2"= #foo.v<<? , i8> , "x y">, sym_name3= "\"\t\00*b"}: (bf16) -> memref<?x851x894xindex, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 6> loc("with \"q\"")
      }): (bf16, bf16, !alias_0) -> ()
    ^bb12:
      "a.jump"(%1, %17#1, %17#1)[^13, ^bb12]: (bf16, !T_1, !T_1) -> ()
    ^13:
      %_30:2 = "z.nop"(%25, %17#2, %a.b15#0) <{d.k0= unit, value1, x2= [f6E3M2FN, [affine_set<(d0) : ((0) mod 4 >= 0)>, affine_map<(d0)[s0, s1] -> (s0 - (s0) ceildiv 9, ((s0) ceildiv 5) ceildiv 2, d0)>]]}> {d.k0= array<i32: 4294967295, -2147483648, -1, 0x114E2, -1>, b1= "!'{{@\n\00 \95\"\"", attr2= 25: ui32, attr3= 0: i8}: (f64, i8, complex<f32>) -> (si128, i17)
    }): (!alias_0, i32) -> ()
    "cfx.cond_br"(%17#2, %17#2, %a.b15#0)[^exit2, ^bb3]<{d.k0= f32}> {}: (i8, i8, complex<f32>) -> ()
  ^exit2:
    "cfx.cond_br"(%1, %1, %1)[^bb3]<{x0= 0: ui128}>: (bf16, bf16, bf16) -> ()
  ^bb3(%r31: complex<f16>, %value32: memref<*xsi1> loc("a.mlir":5:37 to 7:29)):
    "a.b"(%r31, %r31, %1): (complex<f16>, complex<f16>, bf16) -> () loc("v"("f":165:4294967295))
  }) {}: () -> (!foo.param<[<84>] , -0>)
  %r33 = "foo.bar"(%_0, %_0, %_0) {x0= sparse<[[4, 2], [1, 2]], [18446744073709551615, -1]> : tensor<6x4xi64>, z91= 4.9e-324 : f8E8M0FNU, b2= array<f64: 0x78AA37DD6F40E7DF>}: (!foo.param<[<84>] , -0>, !foo.param<[<84>] , -0>, !foo.param<[<84>] , -0>) -> memref<3x50x485xindex, "shared">
  %value34:2 = "foo.compute"(%r33, %_0, %r33): (memref<3x50x485xindex, "shared">, !foo.param<[<84>] , -0>, memref<3x50x485xindex, "shared">) -> (tuple<f6E3M2FN, index, tensor<4xi16>, f32>, tuple<ui17, si24, si17, memref<6xvector<6xi8>, affine_map<(d0) -> (d0)>, "local mem">>)
}) {foo.module_attr = #attr_1} : () -> () loc(callsite("dir/with space.c":12:41 to :44 at unknown))
