func.func private @f0(%1: memref<3xi32> {llvm.noundef}, %2: memref<3xi32>) -> (memref<8x4xf32> {llvm.noundef}) {
  %cst = arith.constant dense<[3.0, 4.0E+2, 1.0]> : tensor<3xf64>
  %4 = arith.fptoui %cst : tensor<3xf64> to tensor<3xi8>
  %x5 = arith.constant 1 : i32
  %6 = math.ipowi %x5, %x5 : i32
  cf.br ^next.1
^next.1:
  %cst_7 = arith.constant 4.0E+2 : bf16
  %x8 = math.powf %cst_7, %cst_7 fastmath<reassoc,contract> : bf16
  %9 = arith.constant 1 : index
  %sum = arith.constant 3 : index
  %11 = tensor.empty(%sum) : tensor<?xi8>
  %lhs = tensor.insert_slice %11 into %4[0] [%9] [1] : tensor<?xi8> into tensor<3xi8>
  // ---- comment line ----
  cf.br ^bb2
^bb2:
  %acc = arith.constant -0.25 : f32
  %splat_14 = tensor.splat %acc : tensor<8xf32>
  %15 = memref.alloca() : memref<8x4xf32>
  func.return %15 : memref<8x4xf32>
}
func.func public @compute1(%val: tensor<?xi32>, %2: i32) -> (tensor<8xi32>) {
  %c_3 = arith.constant 1 : i1
  %4 = arith.constant dense<33> : vector<8xi8>
  %5 = arith.select %c_3, %4, %4 : vector<8xi8>
  %6 = arith.constant 0 : index
  %inserted_7 = tensor.insert %2 into %val[%6] : tensor<?xi32>
  %alloca = memref.alloca() : memref<3xf32>
  linalg.div ins(%alloca, %alloca : memref<3xf32>, memref<3xf32>) outs(%alloca : memref<3xf32>)
  %sum = memref.alloc() : memref<2048xi8>
  %t10 = arith.constant 0 : index
  %tmp11 = arith.constant 3 : index
  %12 = memref.view %sum[%t10][%tmp11] : memref<2048xi8> to memref<?x4xf16>
  %13 = arith.constant dense<-7.5> : vector<4x4xf64>
  %14 = arith.fptoui %13 : vector<4x4xf64> to vector<4x4xi8>
  %t15 = arith.constant -1.0 : f32
  %16 = arith.cmpf ule, %t15, %t15 fastmath<none> : f32
  %c_17 = arith.constant 0 : index
  %y = arith.constant 2 : index
  %tmp19 = memref.load %12[%c_17, %y] : memref<?x4xf16>
  %res = arith.cmpi sgt, %2, %2 : i32
  %empty_21 = tensor.empty() : tensor<8xi32>
  func.return %empty_21 : tensor<8xi32>
}
