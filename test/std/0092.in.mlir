!buf0 = memref<8xi16>
!vec1 = vector<4xi8>
!vec2 = vector<8xi1>
!vec3 = vector<8xi8>
!buf4 = memref<1x4x2xf64>
!buf5 = memref<4x2x1xi8>
!vec6 = vector<3xf64>
func.func private @ext0(memref<2x3xi8>, memref<3xi8>, i16) -> i8

func.func private @ext1(memref<2x4x1xf16>) -> (memref<8xi16>, memref<4xi8>)
func.func @f0(%sum: !buf0, %2: i8 {llvm.noundef, test.tag = "x"}) -> i8 {
  %3 = arith.constant -1 : index  // note
  %4 = arith.cmpi uge, %3, %3 : index
  %5 = arith.constant dense<[-17, -1, 71, 78, -1, -17, 44, 1]> : vector<8xi64>
  %6:2 = arith.mului_extended %5, %5 : vector<8xi64>
  %7 = arith.constant dense<[-5, 127, 127, 1]> : !vec1
  %8 = arith.extui %7 : vector<4xi8> to vector<4xi32>
  %cst_9 = arith.constant 3.0 : f16
  %10 = arith.constant 3.0 : f16
  %y = arith.minimumf %cst_9, %10 fastmath<none> : f16
  %cst_12 = arith.constant dense<true> : !vec2
  %t13 = arith.constant dense<-1> : !vec3    // keep
  %v14 = arith.constant dense<[22,0,0,127,-1,-1,-1,52]> : vector<8xi8>
  %15 = arith.select %cst_12, %t13, %v14 : vector<8xi1>, vector<8xi8>
  %x16 = memref.alloc() : memref<1x4x2xf64>
  linalg.div ins(%x16, %x16 : !buf4, memref<1x4x2xf64>) outs(%x16 : memref<1x4x2xf64>)
  %18 = arith.constant -0.25 : f32
  %neg_19 = arith.negf %18 fastmath<nnan,ninf> : f32
  %cst = arith.constant 100.0 : bf16
  %21 = arith.mulf %cst, %cst fastmath<fast> : bf16
  %t22 = tensor.empty() : tensor<4x1xi32>
  %empty_23 = tensor.empty() : tensor<1xi32>
  %24 = linalg.reduce ins(%t22 : tensor<4x1xi32>) outs(%empty_23 : tensor<1xi32>) dimensions = [0]
    (%in: i32, %26: i32) {
      %27 = arith.addi %in, %26 : i32
      linalg.yield %27 : i32
    }
  func.return %2 : i8
}
func.func @fn.1(%1: vector<8xi64> {llvm.noundef, test.tag = "x"}, %arg: i8 {llvm.signext}, %tmp3: tensor<8xi16> {llvm.noundef, test.tag = "x"}, %tmp4: i16 {llvm.noundef}) {
  %v5 = arith.constant 0.0 : f32
  %x_1 = arith.fptosi %v5 : f32 to i64
  %c = arith.constant true
  %v8 = arith.constant 1 : index
  cf.cond_br %c, ^b1(%tmp4 : i16), ^b2(%arg, %v8 : i8, index)
^b1(%ba: i16):
  %x10 = memref.alloc() : memref<4xi16>

  memref.dealloc %x10 : memref<4xi16>

  cf.br ^b2(%arg, %v8 : i8, index)

^b2(%y: i8, %lhs: index):
  %13 = memref.alloc() : memref<4x2xi8>
  %expand_shape = memref.expand_shape %13 [[0], [1, 2]] output_shape [4, 2, 1] : memref<4x2xi8> into !buf5
  cf.switch %tmp4 : i16, [default: ^b3, 2: ^b3, 4: ^b3]
^b3:
  %t15 = arith.constant dense<[100.0, -7.5, 4.0E+2]> : !vec6
  %cmp_16 = arith.cmpf ugt, %t15, %t15 : vector<3xf64>
  %tmp17 = arith.constant -1 : i32
  cf.switch %tmp17 : i32, [default: ^b4(%tmp4, %tmp4 : i16, i16), 0: ^b4(%tmp4, %tmp4 : i16, i16)]
^b4(%v18: i16, %20: i16):
  %21 = arith.constant 0.0 : f64
  %res = arith.constant 1.0 : f64
  %a.b = arith.cmpf uno, %21, %res fastmath<reassoc,contract> : f64
  return
}
