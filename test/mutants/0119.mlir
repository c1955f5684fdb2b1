// ir-gen random --seed 204 --size 26
#a0 = "Ω日本0_ß.X{<"
#L1 = loc("callee"("with \"q\""))
#L2 = loc(fused["dir/with space.c":229:0, "f":31:32 to 33:30])
#L3 = loc("a.mlir":306:150)
#L4 = loc("":37:36 to 39:18)

"builtin.module"() <{sym_name = "m48"}> ({
  %_0 = "foo.compute"()<{z90= 
  [] , b1= []}> {attr0= 40: ui7, "quoted key 1"= loc(fused["":1:40 to 4:51])}: () -> tensor<871x2x151xcomplex<f32>>
  %1 = "foo.bar"() ({
    %2:4 = "foo.op"() <{b0= -2.718281828459045 : f64}>: () -> (!x.type, complex<i7> , si8 , tuple<ui32,  i32>)
    %value3 = "foo.compute"(%_0, %2#3,  %2#2): (tensor<871x2x151xcomplex<f32>>, tuple<ui32,  i32>, si8) -> ui8
    %4 = "foo.bar.baz"(%2#3) <{"quoted key 0", k$1= dense<[1, -1, 1]> : tensor<3xi1>}> ({
}): (tuple<ui32,  i32>) -> i32 loc(callsite(callsite("f":4:70 to 6:3 at "f":90) at callsite("x" at "f":144:222)))
    %_5, %v6:2 = "foo.bar.baz"(%2#2, %value3, %value3) ({
      %value7 = "bar.yield"(%2#2) ({
        %v8 = "my_dialect.thing"(%_0, %value3) <{x0=   4.12046e-11, k$1= 4294967295: i32, a2= dense_resource<blob0> : tensor<3xi32>, d.k3= #a0}> {d.k0= [25 : index, #a0,#a0, -352: si24], d.k1=   "@\n\\日本\00\2Fa/#.b\\"}: (tensor<871x2x151xcomplex<f32>>, ui8) -> tensor<8x2x2x?xi1, #foo.enc<abc,i8,?>> loc(callsite(#L1 at "src/x.py":4294967295:477))
        %r9 = "d.op_1"(%v8, %4): (tensor<8x2x2x?xi1, #foo.enc<abc,i8,?>>, i32) -> memref<751x?x3xvector<12x7 x 10xsi3>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, 6> loc("dir/with space.c":48:75 to :80)
        %a.b10:3 = "foo.compute"(%r9, %r9) {"quoted key 0"= @a::@c, _u1  =	 38 : index , attr2= "" : i8, k$3}  : (memref<751x?x3xvector<12x7 x 10xsi3>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, 6>, memref<751x?x3xvector<12x7 x 10xsi3>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, 6>) -> (si64, memref<?x1x?xi128, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>, tuple<>)
        %value11:3 = "foo.bar.baz"(%r9 , %r9 , %a.b10#2) {value0, a1 = dense<[[7.8538e+1], [7.532], [0xBC]]> : tensor<3x1xf8E4M3FN>}: (memref<751x?x3xvector<12x7 x 10xsi3>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, 6>, memref<751x?x3xvector<12x7 x 10xsi3>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, 6>, tuple<>) -> (none,
    complex< 
 f8E4M3B11FNUZ 
 >, i8) loc("f":41:71 to 44:60)
      }) {_u0= affine_map<(d0)[s0] -> (((d0) * s0) ceildiv 1, s0, 9 + (d0) floordiv 9)>}: (si8) -> f32 loc("a.mlir":38:28 to 40:36)
      %value12 = "foo.bar"(%4, %2#2) {z90=	 "\"bz\"XX\"/\00<b", z91= affine_map<()[s0] -> (((s0) ceildiv 3) * s0, (s0) floordiv 8)>, b2= #my.p<<"x y", 82>, f32, [-8, 60, <a.b,35,10>]>, b3 
 = affine_map<()[s0] -> ((8) ceildiv 6, -(3 - s0))>}:  (i32, si8) -> f8E4M3FN loc(fused<#foo.m>[]) // trailing comment
      "foo.compute"(%2#1) {}: (complex<i7>) -> ()
      "foo.compute"() {b0= dense<0x14892> : tensor<3x3x4xtf32>, value1 = 1: si128, k$2= @s$}: () -> ()
      "z.nop"(%value7, %2#2): (f32, si8) -> ()
    }, {
      %v13 = foo.bar"(%2#0): (!x.type) -> !bar.t<"x y" -4> loc(#L1)
      %a.b14 = "x.y"(%_0) {}: (tensor<871x2x151xcomplex<f32>>) -> tensor<  0 x 5x?xindex, 3 : i32>
      %$15 = "foo.compute"() {_u0= 19 : index, b1= 2.5e-3 : f8E8M0FNU}: () -> tensor<10x17x4xvector<index>> loc("src/x.py":20:14 to 22:7)
      "foo.compute"(%2#3, %v13) : (tuple<ui32,  i32>, !bar.t<"x y" -4>) -> () loc(fused[fused[], #L2, #L3])
      %16:2 = "foo.op"(%4)<{attr0= #foo<"x<1>">, sym_name1= 0x91 : f8E3M4, a2 , my.k3= 0x582CB326 : f32}> ({
        %value17 = "foo.bar.baz"(): () -> i32 loc(callsite("dir/with space.c":25:50 to 25:11 at fused["f":398:0, unknown, "a.mlir":28:46]))
        %$18:3 = "bar.yield"(%a.b14)<{b0=  sparse<[], []> : tensor<2xi32> , z91= -54: i64, a2= sparse<[[4, 0, 3], [2, 1, 0], [2, 0, 2]], [-388.90451, 3.14159265358979, 21.89E9]> : tensor<6x2x4xf32>, attr3=  0.5 : f16}>:   (tensor<  0 x 5x?xindex, 3 : i32>) -> (memref<? x 1 x ?xf32, affine_map<(d0, d1, d2) -> (d0, d1, d2)>,"gpu">, !my_dialect.v<?,a.b,10>, si1) loc(fused["src/x.py":217:4294967295, #L4, "":238:193])
        %_19:4 = "z.nop"(): () -> (vector<15xi24>, !foo.t<abc, [["x y"]]>,  complex<f16>, memref<342xf16>)
        "foo.compute"(%$18#0, %_0) {_u0 = true} : (memref<? x 1 x ?xf32, affine_map<(d0, d1, d2) -> (d0, d1, d2)>,"gpu">, tensor<871x2x151xcomplex<f32>>) -> ()
      }) {a0= ["\\/}.{}\7f" : si32]}: (i32) -> (tf32,i1) loc("op.1")
    }, {
      %value20 = "foo.bar"(%_0): (tensor<871x2x151xcomplex<f32>>) -> vector<ui17>
      "d.op_1"(%value20) {value0= @c, _u1, d.k2= f8E4M3FNUZ}: (vector<ui17>) -> () loc(unknown)
    }) {my.k0, z91 , _u2= #a0}: (si8, ui8, ui8) -> (!my_dialect.t, tuple<none, si8, ui3, !bar.type>, complex<si3>) loc(unknown)
  }): () -> !my_dialect.t<a.b "x y" <-4>> loc(unknown)
  %a.b21 = "foo.op"(%1, %1): (!my_dialect.t<a.b "x y" <-4>>, !my_dialect.t<a.b "x y" <-4>>) -> complex<i32> loc("a.mlir":65)
  %22 = "z.nop"(%1, %_0 , %a.b21) {b0= 0xFFFFFFFFFFFFFFFF:   ui64, foo.k1=	 "<X-🙂b\00a\"", my.k2= "\n"}: (!my_dialect.t<a.b "x y" <-4>>, tensor<871x2x151xcomplex<f32>>, complex<i32>) -> (!x.t_1) loc("":50:300)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000BF1F55B391FD3D37BDD30F62"
    }
  }
#-}
