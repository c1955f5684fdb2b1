module attributes {test.module_note = "std"} {
  func.func private @ext0() -> tensor<?xi16>
  func.func private @ext1(i16)
  func.func @fn.0(%arg0: i32 {llvm.zeroext}, %arg1: vector<8x4xi32>) attributes {llvm.emit_c_interface, note = "generated"} {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = tensor.empty(%c1, %c2) : tensor<?x?xi32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %extracted = tensor.extract %0[%c0, %c0_0] : tensor<?x?xi32>
    %c32767_i16 = arith.constant 32767 : i16
    %1 = arith.remsi %c32767_i16, %c32767_i16 : i16
    %alloc = memref.alloc() : memref<2x4xi32>
    %c0_1 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %2 = memref.load %alloc[%c0_1, %c3] : memref<2x4xi32>
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %inserted = tensor.insert %extracted into %0[%c0_2, %c0_3] : tensor<?x?xi32>
    return
  }
  func.func @fn.1() -> (vector<2x4xi32>, vector<8x4xi32>) {
    %cst = arith.constant 5.000000e-01 : f32
    %0 = arith.negf %cst : f32
    %c0 = arith.constant 0 : index
    %1 = arith.cmpi slt, %c0, %c0 : index
    cf.cond_br %1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %c1_i32 = arith.constant 1 : i32
    %2 = math.ctpop %c1_i32 : i32
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %false = arith.constant false
    %cst_0 = arith.constant dense<18> : tensor<8x4xi16>
    %3 = arith.select %false, %cst_0, %cst_0 : tensor<8x4xi16>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32_1 = arith.constant 1 : i32
    %c74_i32 = arith.constant 74 : i32
    cf.switch %c0_i32 : i32, [
      default: ^bb3(%c1_i32_1 : i32),
      1: ^bb3(%c74_i32 : i32)
    ]
  ^bb3(%4: i32):  // 2 preds: ^bb2, ^bb2
    %cst_2 = arith.constant dense<-2.500000e-01> : tensor<8x4xf16>
    %5 = arith.negf %cst_2 fastmath<arcp> : tensor<8x4xf16>
    %cst_3 = arith.constant dense<[[0, -1, 0, 1], [2147483647, 1, -1, 0]]> : vector<2x4xi32>
    %cst_4 = arith.constant dense<29> : vector<8x4xi32>
    return %cst_3, %cst_4 : vector<2x4xi32>, vector<8x4xi32>
  }
}

