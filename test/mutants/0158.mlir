!t0 = f8E3M4
#L0 = loc("callee"("a.mlir":35:36 to 37:38))
#x_y1 = #bar<"a b">

"builtin.module"() ({
    %0 = "bar.yield"() ({
    ^bb0:
        "my_dialect.thing"() ({
        ^$4(%_1 : tensor<671 x si16, #foo.enc<-3, ["x y", "x y"]>> loc("a.mlir":79:26), %-2 : f8E4M3FN, %v3: index):
            %v4 = "a.b"(%_1 , %-2) {}: (tensor<671 x si16, #foo.enc<-3, ["x y", "x y"]>>, f8E4M3FN) -> tensor<56x!bar.t>
            %value5 = "foo.bar.baz"(%-2 , %_1,  %_1)<{}> 
 : (f8E4M3FN, tensor<671 x si16, #foo.enc<-3, ["x y", "x y"]>>, tensor<671 x si16, #foo.enc<-3, ["x y", "x y"]>>) -> vector<[15]x4xi1>
            %6 = "x.y"(%v4) ({
            ^bb7:
                %v7 = "bar.yield"(%v4, %v4, %-2)<{a0=   loc("f":0:0), b1= false, attr2}>: (tensor<56x!bar.t>, tensor<56x!bar.t>, f8E4M3FN) -> i7 loc("src/x.py":49:225)
                "bar.yield"()<{x0	= dense_resource<weights0> : tensor<4xi8> , _u1=  1.0e300 : f8E4M3FNUZ, _u2,z93 
 = affine_map<(d0, d1) -> ()>}> {attr0= -1: si64, k$1 
 = {d.k0= @"with\"quote", k$1= dense_resource<weights1> : tensor<4xf32>, foo.k2=	 "b\\*#", attr3= affine_map<()[N0, N1] -> ()>}}  : () -> () loc("":393:275)
            }): (tensor<56x!bar.t>) -> bf16 loc("with \"q\"")
            "d.op_1"(%v3, %-2, %v3)<{}> ({
            }): (f32, f8E4M3FN, index) -> ()
            %v8 = "my_dialect.thing"(%value5): (vector<[15]x4xi1>) -> index loc("dir/with space.c":343:195)
            "foo.br"(%value5) [^x.y5, ^b6] : (vector<[15]x4xi1>) -> () loc("callee"("dir/with space.c":74))
        ^x.y5:
            %v9 = "d.op_1"(%v4) {attr0= #bar.a<abc , "x y">, a1 = dense<-98.111503> : tensor<3x1xbf16>}: (tensor<56x!bar.t>) -> !bar.t
            %10 = "d.op_1"() ({
            ^9:
                %v11, %12:3 = "foo.bar.baz"(%-2) {}: (f8E4M3FN) -> (memref<3xsi64>, tuple<f6E2M3FN, f16> , tensor<0 x 4 x index>, vector<3x12x[13]xf4E2M1FN>)
                %13 = "bar.yield"(%12#0, %v3, %v4)<{"quoted key 0"= loc(callsite("dir/with space.c":380:44 at fused<7 : i32>[])),
    "quoted key 1"= dense<[[1,
    1] , [-1, 11912], [4294967295, -2147483648]]> : tensor<3x2xi32>}>:	 (tuple<f6E2M3FN, f16>, index,
    tensor<56x!bar.t>) -> ui32 loc("a.mlir":24:260)
                "foo.op"(%13) {a0= tensor<31 x 0x202x?xcomplex<bf16>>, z91 
 = affine_map<(d0, d1)[s0] -> ((d0 + d0) mod 5, (d0) mod 6 + d1)>, z92,  sym_name3= dense<[[[1.0e-30]]]> : tensor<1x1x1xf32>}: (ui32) -> ()
                %v14 = "bar.yield"(%6) {}: (bf16) -> si16 loc("":94:4294967295)
                %15 = "d.op_1"(%v11): (memref<3xsi64>) -> vector<4xf8E5M2> loc("dir/with space.c":105:0)
                %16:3 = "z.nop"(%v14) {x0,
    a1= sparse<[[1, 2, 2], [1, 0, 4], [0, 1, 3]], [0, 4, 158]> : tensor<2x3x5xi8>, b2=   ""} : (si16) -> (f6E3M2FN, f32, i7) loc("a.mlir":57:34)
            }): () -> memref<1x4x2 x complex<i64>, "local mem">
            %17:4 = "a.b"(%_1, %-2) {sym_name0= vector<13xf16>, _u1= []}: (tensor<671 x si16, #foo.enc<-3, ["x y", "x y"]>>, f8E4M3FN) -> (index, bf16, index, (tensor<*xindex	>, f32,  !t0) -> (f16,  si16)) loc("src/x.py":32:3 to 34:13)
            "foo.op"() {foo.k0 , z91= sparse<[[1], [1], [3]], [0x5D77721A, -6.02214076e23, -0.2]> : tensor<4xf32>, attr2 = true, a3}: () -> ()
            "x.switch"()[^b6] {attr0= #my.a}: () -> () loc(unknown)
        ^b6(%18 : complex<bf16> loc("n"("f":25:0)), %v19 : complex< 
 f64 >, %value20: memref<? x i17, 6> loc("a.mlir":0:26)):
            "x.y"() {attr0 
 = [unit,  1: si3], k$1= loc(fused<#foo.m>["src/x.py":44, "":38:20 to 40:79]), "quoted key 2"= " .\45@!\C3\A9\n*Ω\t"}: () -> ()
            %21 = "foo.op"():   () -> (complex<f16>) loc(callsite(fused["a.mlir":4294967295:447, "x", "dir/with space.c":118:50] at fused["dir/with space.c":37:49 to 38:18, "":34]))
            "a.b"(%v4, %18) ({
            ^10(%value22: si7 loc("name"), %value23 : (ui1) -> (f64, !bar.param<-8>) loc("":37:74 to 38:57)):
                %24:2 = "a.b"(%value20, %v19) <{value0, my.k1= {foo.k0= 
  dense<[[2.5e-3]]> : tensor<1x1xf8E4M3B11FNUZ>}, value2 
 = 58 : index}>: (memref<? x i17, 6>, complex< 
 f64 >) -> (!t0, complex<  f64>) loc("callee"(#L0))
                %25 = "foo.compute"() <{x0= 1: i1, z91	= 2.5e-3 : f32, "quoted key 2"= unit}> {sym_name0, a1 
 = dense<(1.0e300, 463.956320)> : tensor<complex<f32>>, a2= affine_set<(d0)[s0] : (s0 >= s0 * 8, d0 >= 0, s0 <= 8)>}: () -> none
                "a.b"(%6)	: (bf16) -> () loc("src/x.py":71)
                %r26 = "a.b"(%value23, %25, %v3) <{x0= dense<[0xB3125EA3432F3FA2, 2.85820e2 , 65504.0, -0.934]> : tensor<4xf64>, attr1= #foo.v<95, "x y", f32>, _u2= sparse<[[1, 0], [3, 4], [3, 0], [0, 3]], [0x10174265, 740.223514, 0x8EEAAD95, -1.17549435e-38]> : tensor<4x6xf32>}>: ((ui1) -> (f64, !bar.param<-8>), none, index) -> index loc(unknown)
                "foo.bar"()<{b0= "0a0*./\00", value1=   0: 
  ui16, attr2= ["\AE\n#\"{<@#\\\81日本\n" : f64, affine_map<(d0)[s0] -> (4, 1 * (d0), s0 * 8)>,  dense<0x1> : tensor<i128>], x3= [loc("src/x.py":188:55)]}>: () -> ()
            }, {
                %27, %28:2 = "z.nop"(%v3, %value20,%_1):   (index, memref<? x i17, 6>, tensor<671 x si16, #foo.enc<-3, ["x y", "x y"]>>) -> (!my_dialect.t<6>, i7, f64)
                %-29:2 = "bar.yield"(%_1, %value5, %6) {}: (tensor<671 x si16, #foo.enc<-3, ["x y", "x y"]>>, vector<[15]x4xi1>, bf16) -> (!bar.v<<<?>,<?>,<? "x y">>,{f32}>, complex<f32>) loc("":4294967295:4294967295)
                %_30 = "bar.yield"(%-29#0, %-29#0):	 (!bar.v<<<?>,<?>,<? "x y">>,{f32}>, !bar.v<<<?>,<?>,<? "x y">>,{f32}>) -> !t0
                %31 = "my_dialect.thing"():	 () -> !t0 loc("with \"q\"")
                %32 = "d.op_1"(%v3, %v3, %_30): (index, index, !t0) -> i128 loc("name")
            }) {a0 
 = @"a"::@s$::@s$, d.k1= 179415 : index, _u2= ["\00 \9B\nz@\7f \00!\"", dense<[["\\\\_@# abΩ"]]> : tensor<1x1x!foo.str>, -1: i32, dense<[[477, 17, 433], [576, 292, 601]]> : vector<2x3xindex>]}: 
  (tensor<56x!bar.t>, complex<bf16>) -> () loc(unknown)
            %33 = "foo.bar"(%value20,
    %v19, %v4) {my.k0= "0", value1= affine_map<(d0, d1)[s0] -> ((9 * (3)) ceildiv 1)>, foo.k2, d.k3}: (memref<? x i17, 6>, complex< 
 f64 >, tensor<56x!bar.t>) -> memref<4xindex, "local mem">
            %_34:4 = "foo.op"() : () -> ((f64) -> (), tuple<ui64, i8, f32, tensor<?x7x87x14x!bar.param<[?,80,-7]>, #foo.enc<37 {"x y",i8} <"x y">>>>, tuple<i17,
    none>, tensor<30 x 2x1xi24	>) loc(unknown)
            %value35:3 = "x.y"() {a0= affine_map<(d0, d1)[] -> (8)>} :	 () -> (complex<f8E4M3FN>, index, complex<bf16>)
        }) {a0}: () -> ()
        %36 = "my_dialect.thing"(): () -> tensor<?x?x330xf32> loc(callsite(#L0 at "f":26))
        %_37 = "foo.compute"(%36, %36,%36)<{}>: 
  (tensor<?x?x330xf32>, tensor<?x?x330xf32> , tensor<?x?x330xf32>) -> tensor<0x883x3x7 x vector<[14]x[7]xf8E4M3FNUZ>> loc("name")
        %_38, %_39:3 = "foo.bar.baz"(%36, %_37, %36): (tensor<?x?x330xf32>, tensor<0x883x3x7 x vector<[14]x[7]xf8E4M3FNUZ>>, tensor<?x?x330xf32>) -> (complex<  f16>, !t0, !t0, tuple<index>)
        "x.switch"(%36, %_39#2)[^bb1, ^bb3] {_u0= {value0= 1.0e38 : bf16}, sym_name1= affine_map<(d0)[s0, s1] -> ()>, z92= array<i32: -1, 1> , d.k3=	 #x_y1}: (tensor<?x?x330xf32>,
    tuple<index>) -> () loc("a.mlir":54:424)
    ^bb1(%value40: f32):
        "foo.br"(%_38, %_39#2)[^b2]: (complex<  f16>, tuple<index>) -> () loc("callee"("src/x.py":6:68 to 9:21))
    ^b2(%arg41 : f8E8M0FNU, %42: f32):
        "cfx.cond_br"(%_39#1)[^bb3, ^bb1]<{foo.k0= dense<777> : tensor<2xindex>}>	: (!t0) -> ()
    ^bb3:
        "cfx.cond_br"(%_39#1 , %_39#1, %_39#1)[^b2] {b0	=	 array<f64>, x1, attr2= dense_resource<res_2> : tensor<5xf64>, x3= "\"##%日本.\\\\/ß\C3\A9"}  :  (!t0, !t0, !t0) -> () loc("n"("src/x.py":43:61 to 43:57))
    }, {
        %43 = "d.op_1"():   () -> f16
    }):  () -> tf32
    %value44 = "my_dialect.thing"() {}: () -> f16
    %arg45 = "a.b"()  : () -> !bar.v<{{?, "x y"}}> loc(#L0)
    "x.y"() <{_u0 = "\n\04-\"__\00'<", x1= "*", k$2= 4.9e-324 : f8E5M2, value3}>: () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x040000003D84A99D",
      weights1: "0x04000000B9F9EC2C4CDE7E82E0BA8163927FE2DA",
      res_2: "0x080000006FA66C4E43800DE798C1FB090502FC3E7D825F35E3349A9B085FC7B97DFE834DAA88FE93D8E884BD"
    }
  }
#-}
