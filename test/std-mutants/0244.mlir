// ir-gen std --seed 29 --size 9
module attributes {test.module_note = "std"} {
// ---- comment line ----
    func.func private @ext0() -> tensor<?xi16>
    func.func private @ext1(i16)
    func.func @fn.0(%1: i32 {llvm.zeroext}, %arg: vector<8x4xi32>) -> () attributes {llvm.emit_c_interface, note = "generated"} {
        %lhs = arith.constant 1 : index
        %4 = arith.constant 2 : index
        %sum = tensor.empty(%lhs, %4) : tensor<?x?xi32>
        %c_7 = arith.constant 0 : index
        %8 = arith.constant 0 : index
        %x9 = tensor.extract %sum[%c_7, %8] : tensor<?x?xi32>
        %c = arith.constant 32767 : i16
        %rhs = arith.remsi %c, %c : i16
        %12 = memref.alloc() : memref<2x4xi32> // TODO: check
        %13 = arith.constant 0 : index
        %x14 = arith.constant 3 : index
        %v_15 = memref.load %12[%13, %x14] : memref<2x4xi32>
        %c_17 = arith.constant 0 : index
        %x19 = arith.constant 0 : index
        %inserted_20 = tensor.insert %x9 into %sum[%c_17, %x19] : tensor<?x?xi32>
        return
    }
    func.func @fn.1() -> (vector<2x4xi32>, vector<8x4xi32>) {
        %cst_1 = arith.constant 0.5 : f32
        %lhs = arith.negf %cst_1 fastmath<none> : f32
        %3 = arith.constant 0 : index
        // ---- comment line ----
        %rhs = arith.cmpi slt, %3, %3 : index
        cf.cond_br %undefined_cond, ^b1, ^then2
    ^b1:
        %c = arith.constant 1 : i32
        %acc = math.ctpop %c : i32
        cf.br ^then2
    ^then2:
        %7 = arith.constant false
        %cst = arith.constant dense<18> : tensor<8x4xi16>
        %sel_9 = arith.select %7, %cst, %cst : tensor<8x4xi16>
        %x_1 = arith.constant 0 : i32
        %11 = arith.constant 1 : i32
        %12 = arith.constant 74 : i32
        cf.switch %x_1 : i32, [default: ^bb3(%11 : i32),
      1: ^bb3(%12 : i32)]
    ^bb3(%13: i32):
        %a.b = arith.constant dense<-0.25> : tensor<8x4xf16>
        %neg = arith.negf %a.b fastmath<arcp> : tensor<8x4xf16>
        %v18 = arith.constant dense<[[0, -1, 0, 1], [2147483647, 1, -1, 0]]> : vector<2x4xi32>
        %20 = arith.constant dense<29> : vector<8x4xi32>
        return %v18, %20 : vector<2x4xi32>, vector<8x4xi32>
    }
}
