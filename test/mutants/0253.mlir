// ir-gen random --seed 62 --size 31
#l_x0 = loc("op.1")
#loc1 = @s$
!T_0 = f4E2M1FN
!t1 = memref<4xi64>
!ty2 = tuple<si24,
    f8E4M3B11FNUZ, f64,si17, f8E4M3B11FNUZ, tf32,f32, i64, f128 , i64, memref<8 x i32>, !T_0,i8, complex<bf16>, i1024, i17, ui8, i1, !t1, ui128, si128>
!t3 = f16
#L2 = loc(unknown)
#l_x3 = loc(callsite("x" at "f":7:1 to 10:44))
#loc4 = loc(fused[unknown])
!t4 = ui8
#L5 = loc("src/x.py":35:53 to 36:29)

"builtin.module"() <{sym_name = "m98"}> ({
  %v0 = "z.nop"() ({
    "builtin.module"() ({
      "x.y"() ({
      ^bb0(%1: tuple<index> loc("n"(callsite(#l_x0 at "dir/with space.c":391:283)))):
        %v2 = "bar.yield"(%1,
    %1, %1) ({
          "builtin.module"() ({
            "a.b"(): () -> () loc(#l_x0)
            %_3 = "z.nop"(): () -> tensor<0x0x3x? x ui7  > loc("src/x.py":377:144)
            "foo.bar"() {attr0= #loc1, z91= #my.p<<<?>>>}: () -> () loc("f":4294967295:40)
          }) : () -> ()
        }, {
          %value4:4 = "bar.yield"(%1):   (tuple<index>) -> (tf32, memref<? x 743x50xvector<[3] x [14]x[12] x i17>,
    affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 5>, !T_0, vector<11xf16>)
          %v5 = "foo.bar.baz"(%undefined_value, %value4#1, %1) {z90}: (vector<11xf16>,
    memref<? x 743x50xvector<[3] x [14]x[12] x i17>,
    affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 5>, tuple<index>) -> (f32)
          %6 = "z.nop"(%v5, %value4#1) {foo.k0= {_u0= tensor<	0xi24>, a1= 68.91E6 : bf16}, b1= -44: i8, sym_name2, d.k3}: (f32, memref<? x 743x50xvector<[3] x [14]x[12] x i17>,
    affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 5>) -> memref<? x ? x 4xf8E4M3, strided<[?, 28, 1], offset:0>> loc("a.mlir":300:0)
          %7 = "x.y"(%value4#2, %value4#1, %1) {my.k0, my.k1= [affine_map<(i0, i1) -> ()>,  true, -3.028 : f8E5M2], a2= #loc1}: (!T_0,
    memref<? x 743x50xvector<[3] x [14]x[12] x i17>,
    affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 5>, tuple<index>) -> tuple<f16, index, si1, f16>
          "foo.bar.baz"(): () -> ()
        }): (tuple<index>, tuple<index>, tuple<index>) -> f4E2M1FN
        %8, %_9:3 = "foo.bar.baz"(%v2, %1) <{}> {value0= array<f32>}: (f4E2M1FN, tuple<index>) -> (!foo.param<{<-1>,{true}},[35]>, complex<i32>, !T_0, tensor<complex<si24>>) loc(fused<#foo.m>["f":11:44 to :48, fused["f":444:87, "op.1"], "f":369:16])
        "a.b"(%_9#1) ({
        ^x.y4(%10 : si1, %11: ui64 loc("a.mlir":478:276)):
          "foo.compute"(%11, %v2, %11): (ui64, f4E2M1FN, ui64) -> () loc("name")
          "foo.bar"(%_9#1 , %v2)	: (!T_0, f4E2M1FN) -> () loc("src/x.py":0:380)
          %_12:4 = "d.op_1"(%_9#1, %11, %10): (!T_0, ui64, si1) -> (!ty2, index, !bar.t<{"x y"}, <?>>, () -> ui32) loc("f":33:450)
          "my_dialect.thing"(%v2): 
  (f4E2M1FN) -> () loc("dir/with space.c":14)
          %13 = "x.y"(%_12#2, %_12#2, %_12#1): (!bar.t<{"x y"}, <?>>, !bar.t<{"x y"}, <?>>, index) -> !t3 loc("with \"q\"")
        }): (!T_0) -> () loc("f":187:383)

        %$14:4 = "foo.bar"(%_9#0) ({
        ^bb5(%15 : si1024, %v16: f8E4M3B11FNUZ, %17 : memref<?x?x2xf64>):
          "x.switch"(%15, %_9#0)[^bb6] {}: (si1024, complex<i32>) -> ()
        ^bb6(%18: si32 loc(#L2), %_19 : (index) -> (memref<?xui7, affine_map<(d0) -> (d0)>>, tensor<7 x 12x6x3xf6E2M3FN>) loc("name"), %v20 : memref<*xi8, {kind = "scratch"}> loc(#L2)):
          %value21 = "a.b"() : () -> (complex<f8E8M0FNU>)
          "foo.br"(%18, %v20, %17)[^bb6] {x0= 
  [], a1= [], _u2 = array<i16: 65535, 65535, 7334>}: (si32, memref<*xi8, {kind = "scratch"}>, memref<?x?x2xf64>) -> () loc("":19:3 to :3)
        }): (complex<i32>) -> (f8E3M4, !T_0, memref<*xindex, {kind = "scratch"}>,
    vector<14x7x[15] x ui32>) loc(unknown)
        "cfx.cond_br"(%$14#3, %$14#0, %$14#1)[^1] {a0= dense<"0x3EE86AC8"> : tensor<3x1xi32> , foo.k1= !t3}: (vector<14x7x[15] x ui32>, f8E3M4, !T_0) -> ()
      ^1(%22: (i32, i17) -> (f16, f64), %value23: (i32,memref<50 x 50xf64, strided<[?, 1], offset: ?>, {kind = "scratch"}>, f32) -> i64):
        %value24 = "z.nop"(%$14#2, %v2,%value23) ({
})	: (memref<*xindex, {kind = "scratch"}>, f4E2M1FN, (i32,memref<50 x 50xf64, strided<[?, 1], offset: ?>, {kind = "scratch"}>, f32) -> i64) -> index loc(#l_x3)
        "a.jump"(%$14#3)  [^bb2, ^1] {b0=   0.3 : f16}:   (vector<14x7x[15] x ui32>) -> ()
      ^bb2:
        "bar.yield"(%v2, %$14#1): (f4E2M1FN, !T_0) -> ()
        %value25:4 = "bar.yield"(%1, %_9#0) {}: (tuple<index>, complex<i32>) -> (memref<905x206 x 5xi8, strided<[?, 41, 1]>, "shared">, f16, complex<i128 >, f64)
        "cfx.cond_br"(%value25#1, %value25#0, %value25#3)[^bb2] ({
        ^7(%26: f64, %v27: none, %v28 : index loc("a.mlir":29:60 to :60)):
          "x.y"(%v28, %v27, %8) {sym_name0= 0x7FF8000000000001 : f64, sym_name1 
 = 6.503 : bf16}: (index,  none, !foo.param<{<-1>,{true}},[35]>) -> ()
        }) {z90	= "0\C3\A9\\\\0!\\\n\\\"\"!", sym_name1= #loc1, sym_name2, b3}: (f16, memref<905x206 x 5xi8, strided<[?, 41, 1]>, "shared">, f64) -> ()
      }) {x0= "#<0" : f6E2M3FN, attr1= #foo.v<{-0,<? , 86>,[i8, 62]}, 40, {84,{-7,true}}>}: () -> ()
      %29 = "a.b"() ({
        "z.nop"(): () -> () loc(#L2)
      }, {
      ^bb9(%_30 : complex<f32> loc(#loc4), %value31 : !T_0, %32 : f16):
        "x.switch"(%value31)[^bb10] <{b0	= #loc1,
    d.k1 
 =   array<i16: 0, 22, 1, 65535>,
    attr2= #foo.a<[?,true,{-6,-7,"x y"}],f32,-5>}> {a0= 2.5e-3 : bf16, my.k1= distinct[1]<>, z92, k$3=   affine_set<(d0, d1, d2)[s0] : (d0 - d1 - (d0) mod 9 >= d1 + d0, (-(d0)) mod 2 >= 0, d0 == 0)>}: (!T_0) -> ()
      ^bb10(%v33: index, %a.b34: i8, %_35: !t4):
        %_36, %37:3 = "a.b"(%_35, %32) {"quoted key 0"= "\AC."}:   (!t4, f16) -> (vector<3x6 x i24>, memref<4x? x bf16, affine_map<(d0, d1) -> (d1, d0)>>, f8E5M2, f16) loc("op.1")
      }, {
      }): () -> tuple<f6E2M3FN, f64, ui8>
      %v38:2 = "bar.yield"(%29, %29, %29) {_u0= affine_set<(i0)[N0, N1] : (N0 == 0, (7 * (8)) ceildiv 1 == 0)>}: (tuple<f6E2M3FN, f64, ui8> , tuple<f6E2M3FN, f64, ui8>, tuple<f6E2M3FN, f64, ui8>) -> (none, (bf16) -> ()) // trailing comment
    }) : () -> ()
  }) {sym_name0= 16 : index}: () -> f80 loc(#L5)
  %x39:2 = "a.b"(%v0,
    %v0): (f80, f80) -> (!t4 , tensor<893 x 39x? x ?xi1>) loc(fused<#foo.m>[callsite("":33:65 to 33:2 at "x"), #l_x0, unknown])
  %value40, %v41:2 = "d.op_1"(%x39#1 , %x39#0) {}: (tensor<893 x 39x? x ?xi1> , !t4) -> (memref<58x40xf32, strided<[45, 1], offset: ?>, 3>, tensor<f64  >, complex<i64>) loc(#l_x0)
  %42:2 = "foo.compute"(%value40) {}: (memref<58x40xf32, strided<[45, 1], offset: ?>, 3>) -> (tensor<31x42x4x2xf128>, tensor<si7>)
}) {foo.module_attr = @s$::@a} : () -> () loc("src/x.py":42:56 to 42:12)
